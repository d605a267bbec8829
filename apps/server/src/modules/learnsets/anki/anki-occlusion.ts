// Anki's image occlusion (23.10+): a cloze note whose gaps are shapes on a picture, written
// `{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.4:oi=1}}` with positions as
// fractions of the picture (rslib/src/image_occlusion/imageocclusion.rs, ts/routes/image-occlusion).

export type OcclusionKind = 'rect' | 'ellipse' | 'polygon' | 'text';

/** One shape, in fractions of the picture's width and height, as the note stores it. */
export interface OcclusionShape {
  kind: OcclusionKind;
  /** The cards (cloze numbers) it belongs to; 0 is on every card, shown as asked (Anki's labels). */
  ordinals: number[];
  /** `oi=1`: Anki's "hide all, guess one" mode, the other cards' shapes cover the picture too. */
  occludeInactive: boolean;
  left: number;
  top: number;
  width: number;
  height: number;
  rx: number;
  ry: number;
  points: Array<[number, number]>;
  /** Degrees, clockwise, about the shape's top left corner. */
  angle: number;
  text: string;
  scale: number;
  /** Text height as a fraction of the picture's height, if the note sets one. */
  fontSize?: number;
  /** The shape's own colour (a mask's, or a text's), if the note sets one. */
  fill?: string;
}

/** Which card a picture is drawn for, and which of its sides. */
export interface OcclusionView {
  cardNumber: number;
  side: 'question' | 'answer';
}

/** The product's accent (`--accent` of the light theme): the asked shape. */
const ASKED_COLOUR = '#1f5f8b';
/** A lighter tint of it: the other cards' shapes, as Anki draws them lighter than the asked one. */
const OTHER_COLOUR = '#b9d3e6';
const BORDER_COLOUR = '#212121';
/** Anki's stored angles are steps of 1/ANGLE_STEPS of a turn (ts/routes/image-occlusion/shapes/lib.ts). */
const ANGLE_STEPS = 10_000;
/** Anki's text labels: 40 px Arial on white with 5 px padding, unless the note sets a size. */
const TEXT_FONT_SIZE = 40;
const TEXT_PADDING = 5;
const SHAPE = /\{\{c(\d+(?:,\d+)*)::image-occlusion:((?:[^\\}]|\\.)*)\}\}/g;
const COLOUR = /^#[0-9a-f]{3,8}$/i;

export const isOcclusionField = (html: string) => html.includes('image-occlusion:');

/** The shapes of an occlusion field, in the field's order; shapes of other kinds are left out, as Anki does. */
export function parseOcclusions(field: string): OcclusionShape[] {
  const shapes: OcclusionShape[] = [];
  for (const match of field.matchAll(SHAPE)) {
    const ordinals = (match[1] as string).split(',').map(Number);
    const shape = parseShape(match[2] as string, ordinals);
    if (shape) shapes.push(shape);
  }
  return shapes;
}

/** The cloze numbers that have a card: every ordinal but 0 (labels shown on all of them). */
export function occlusionCards(shapes: readonly OcclusionShape[]): number[] {
  return [...new Set(shapes.flatMap((shape) => shape.ordinals).filter((n) => n > 0))].sort((a, b) => a - b);
}

/** `kind:name=value:name=value`, a value's `:` and `\` escaped with `\`. */
function parseShape(text: string, ordinals: number[]): OcclusionShape | undefined {
  const colon = text.indexOf(':');
  const kind = colon < 0 ? text : text.slice(0, colon);
  if (kind !== 'rect' && kind !== 'ellipse' && kind !== 'polygon' && kind !== 'text') return undefined;
  const props = new Map<string, string>();
  for (const part of text.slice(kind.length + 1).split(/(?<!\\):/)) {
    const equals = part.indexOf('=');
    if (equals > 0) props.set(part.slice(0, equals), part.slice(equals + 1).replace(/\\([\\:])/g, '$1'));
  }
  const number = (name: string, fallback = 0) => {
    const value = Number.parseFloat(props.get(name) ?? '');
    return Number.isFinite(value) ? value : fallback;
  };
  const fill = props.get('fill');
  const fontSize = number('fs');
  return {
    kind,
    ordinals,
    occludeInactive: props.get('oi') === '1',
    left: number('left'),
    top: number('top'),
    width: number('width'),
    height: number('height'),
    rx: number('rx'),
    ry: number('ry'),
    points: (props.get('points') ?? '')
      .split(' ')
      .map((pair) => pair.split(',').map(Number.parseFloat))
      .filter((pair): pair is [number, number] => pair.length === 2 && pair.every(Number.isFinite)),
    angle: ((number('angle') % ANGLE_STEPS) / ANGLE_STEPS) * 360,
    text: props.get('text') ?? '',
    scale: number('scale', 1) || 1,
    ...(fontSize > 0 ? { fontSize } : {}),
    ...(fill && COLOUR.test(fill) ? { fill } : {}),
  };
}

interface Paint {
  fill: string;
  stroke: string;
  strokeWidth: number;
  /** Draw the border outside the shape (the answer's outline), so it hides nothing it uncovers. */
  outside?: boolean;
}

/**
 * An SVG the picture's size that draws one card's side as Anki's reviewer does: on the question
 * the card's shapes filled (opaque), on the answer only outlined; the other cards' shapes filled
 * in a lighter colour on both sides when the note hides all of them (`oi=1`); labels (card 0)
 * always. Coordinates become pixels as Anki rounds them.
 */
export function occlusionSvg(
  shapes: readonly OcclusionShape[],
  view: OcclusionView,
  width: number,
  height: number,
): string {
  const line = outlineWidth(width, height);
  const parts: string[] = [];
  for (const shape of shapes) {
    const label = shape.ordinals.includes(0);
    const asked = shape.ordinals.includes(view.cardNumber);
    let paint: Paint | undefined;
    if (label || (asked && view.side === 'question')) {
      paint = { fill: ASKED_COLOUR, stroke: BORDER_COLOUR, strokeWidth: 1 };
    } else if (asked) {
      paint = { fill: 'none', stroke: ASKED_COLOUR, strokeWidth: line, outside: true };
    } else if (shape.occludeInactive) {
      paint = { fill: shape.fill ?? OTHER_COLOUR, stroke: BORDER_COLOUR, strokeWidth: 1 };
    }
    if (paint) parts.push(shapeSvg(shape, paint, width, height));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

/** The answer's outline: thick enough to see on a phone once the picture is scaled down. */
export const outlineWidth = (width: number, height: number) => Math.max(4, Math.round(Math.min(width, height) / 200));

function shapeSvg(shape: OcclusionShape, paint: Paint, width: number, height: number): string {
  const x = (fraction: number) => Math.round(fraction * width);
  const y = (fraction: number) => Math.round(fraction * height);
  const left = x(shape.left);
  const top = y(shape.top);
  const rotate = shape.angle ? ` transform="rotate(${shape.angle} ${left} ${top})"` : '';
  const style = `fill="${paint.fill}" stroke="${paint.stroke}" stroke-width="${paint.strokeWidth}"`;
  // A stroke is centred on the path: half a stroke outwards puts all of it outside the shape.
  const out = paint.outside ? paint.strokeWidth / 2 : 0;
  switch (shape.kind) {
    case 'rect': {
      const box = `x="${left - out}" y="${top - out}" width="${x(shape.width) + 2 * out}" height="${y(shape.height) + 2 * out}"`;
      return `<rect ${box} ${style}${rotate}/>`;
    }
    case 'ellipse': {
      const rx = x(shape.rx);
      const ry = y(shape.ry);
      return `<ellipse cx="${left + rx}" cy="${top + ry}" rx="${rx + out}" ry="${ry + out}" ${style}${rotate}/>`;
    }
    case 'polygon': {
      const points = shape.points.map(([px, py]) => [x(px), y(py)] as const);
      if (points.length < 3) return '';
      // Anki places the polygon with its bounding box's top left corner at (left, top). Its outline
      // stays centred on the edge: moving a polygon's edges outwards is not worth the code.
      const dx = left - Math.min(...points.map(([px]) => px));
      const dy = top - Math.min(...points.map(([, py]) => py));
      const list = points.map(([px, py]) => `${px + dx},${py + dy}`).join(' ');
      return `<polygon points="${list}" ${style}/>`;
    }
    case 'text':
      return textSvg(shape, left, top, height, rotate);
  }
}

/** A label: Anki writes it in Arial on a white box. The box's width is estimated (no font metrics here). */
function textSvg(shape: OcclusionShape, left: number, top: number, height: number, rotate: string): string {
  const size = (shape.fontSize ? shape.fontSize * height : TEXT_FONT_SIZE) * shape.scale;
  const lines = shape.text.split('\n');
  const lineHeight = size * 1.2;
  const boxWidth = Math.max(...lines.map((text) => text.length)) * size * 0.6 + TEXT_PADDING * 2;
  const boxHeight = lines.length * lineHeight + TEXT_PADDING * 2;
  const tspans = lines
    .map(
      (text, i) =>
        `<tspan x="${left + TEXT_PADDING}" y="${top + TEXT_PADDING + size + i * lineHeight}">${xml(text)}</tspan>`,
    )
    .join('');
  return (
    `<g${rotate}><rect x="${left}" y="${top}" width="${boxWidth}" height="${boxHeight}" fill="#ffffff"/>` +
    `<text font-family="Arial, Liberation Sans, sans-serif" font-size="${size}" fill="${shape.fill ?? '#000000'}">${tspans}</text></g>`
  );
}

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
