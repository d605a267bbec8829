// The pictures made for card sides, decoded again with sharp: what a pupil sees at the shapes'
// centres, and the size of a stacked picture.
import { ANKI_TEXTS, CARD_IMAGE_LIMITS } from '@app/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { parseAnkiPackage } from './anki-import';
import { occlusionCards, outlineWidth, parseOcclusions } from './anki-occlusion';
import { fixture, unzip, zip, zstdRawFrame } from './anki-test-packages';
import { decodePicture, OCCLUSION_MAX_WIDTH, occludePicture, STACK_GAP, stackPictures } from './side-pictures';
import { decompressZstd } from './zstd';
import { UnpackBudget } from './unpack-budget';

type Rgb = [number, number, number];
const ASKED: Rgb = [0x1f, 0x5f, 0x8b];
const OTHER: Rgb = [0xb9, 0xd3, 0xe6];
const WHITE: Rgb = [255, 255, 255];

async function decoded(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgb => {
    const i = (Math.round(y) * info.width + Math.round(x)) * 3;
    return [data[i] as number, data[i + 1] as number, data[i + 2] as number];
  };
  return { width: info.width, height: info.height, at };
}

/** WebP is lossy: a colour counts as seen when each channel is within a few steps. */
function expectColour(actual: Rgb, expected: Rgb) {
  const off = Math.max(...actual.map((value, i) => Math.abs(value - (expected[i] as number))));
  expect(off, `${actual.join(',')} ≈ ${expected.join(',')}`).toBeLessThanOrEqual(12);
}

async function plain(width: number, height: number, colour: Rgb, format: 'png' | 'jpeg' = 'png') {
  const background = { r: colour[0], g: colour[1], b: colour[2] };
  const image = sharp({ create: { width, height, channels: 3, background } });
  return new Uint8Array(await (format === 'png' ? image.png() : image.jpeg()).toBuffer());
}

describe('image occlusion shapes', () => {
  it("reads Anki's shapes: cards, fractions, escaped values, hide-all mode", () => {
    const shapes = parseOcclusions(
      '{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.4:oi=1}}<br>' +
        '{{c2,3::image-occlusion:ellipse:left=.5:top=.5:rx=.1:ry=.2}}' +
        '{{c0::image-occlusion:text:left=.1:top=.9:text=a\\:b:scale=1}}{{c4::image-occlusion:star:left=1}}',
    );
    expect(shapes.map((shape) => [shape.kind, shape.ordinals, shape.occludeInactive])).toEqual([
      ['rect', [1], true],
      ['ellipse', [2, 3], false],
      ['text', [0], false],
    ]);
    expect(shapes[0]).toMatchObject({ left: 0.1, top: 0.2, width: 0.3, height: 0.4 });
    expect(shapes[2]?.text).toBe('a:b');
    expect(occlusionCards(shapes)).toEqual([1, 2, 3]);
  });

  const field =
    '{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.4:oi=1}}' +
    '{{c2::image-occlusion:ellipse:left=.5:top=.1:rx=.1:ry=.2:oi=1}}' +
    '{{c2::image-occlusion:polygon:left=.75:top=.6:points=.75,.6 .95,.6 .85,.95:oi=1}}' +
    '{{c3::image-occlusion:rect:left=.05:top=.8:width=.1:height=.15}}';
  const shapes = parseOcclusions(field);
  // Centres in a 400 × 200 picture.
  const RECT = [0.25 * 400, 0.4 * 200] as const;
  const ELLIPSE = [0.6 * 400, 0.3 * 200] as const;
  const POLYGON = [0.85 * 400, 0.75 * 200] as const;
  const HIDE_ONE = [0.1 * 400, 0.875 * 200] as const;

  it("covers the card's shapes on the question and the other cards' lighter when the note hides all", async () => {
    const white = await decodePicture(await plain(400, 200, WHITE));
    const card1 = await decoded(await occludePicture(white, shapes, { cardNumber: 1, side: 'question' }));
    expect([card1.width, card1.height]).toEqual([400, 200]);
    expectColour(card1.at(...RECT), ASKED);
    expectColour(card1.at(...ELLIPSE), OTHER);
    expectColour(card1.at(...POLYGON), OTHER);
    // Card 3's shape has no `oi=1`: Anki's "hide one, guess one" leaves it off the other cards.
    expectColour(card1.at(...HIDE_ONE), WHITE);

    const card2 = await decoded(await occludePicture(white, shapes, { cardNumber: 2, side: 'question' }));
    expectColour(card2.at(...ELLIPSE), ASKED);
    expectColour(card2.at(...POLYGON), ASKED);
    expectColour(card2.at(...RECT), OTHER);
  });

  it("uncovers the card's shapes on the answer, outlined, the others still covered", async () => {
    const white = await decodePicture(await plain(400, 200, WHITE));
    const answer = await decoded(await occludePicture(white, shapes, { cardNumber: 1, side: 'answer' }));
    expectColour(answer.at(...RECT), WHITE);
    // The outline runs just outside the rectangle's left edge (x = 40), leaving its inside uncovered.
    expectColour(answer.at(40 - outlineWidth(400, 200) / 2, RECT[1]), ASKED);
    expectColour(answer.at(42, RECT[1]), WHITE);
    expectColour(answer.at(...ELLIPSE), OTHER);
  });

  it('draws on the real deck: its picture covered on the question, uncovered on the answer', async () => {
    const bytes = fixture('anki21b-image-occlusion.apkg');
    const result = await parseAnkiPackage(bytes, 5000);
    if (!result.ok) throw new Error(result.message);
    const entries = unzip(bytes);
    const original = await decoded(decompressZstd(entries['0'] as Uint8Array, new UnpackBudget(bytes.length)));
    const question = await decoded(result.images[0]?.bytes as Uint8Array);
    const answer = await decoded(result.images[1]?.bytes as Uint8Array);
    expect(question.width).toBe(Math.min(original.width, OCCLUSION_MAX_WIDTH));
    expect(question.height / question.width).toBeCloseTo(original.height / original.width, 2);
    // The note's largest shape: left=.2165 top=.2026 width=.1673 height=.0517.
    const centre = [0.2165 + 0.1673 / 2, 0.2026 + 0.0517 / 2] as const;
    const at = (picture: typeof original) => picture.at(centre[0] * picture.width, centre[1] * picture.height);
    expectColour(at(question), ASKED);
    expectColour(at(answer), at(original));
  });

  it('makes a large picture at most OCCLUSION_MAX_WIDTH wide, the shapes where they were', async () => {
    const large = await decodePicture(await plain(3000, 1500, WHITE, 'jpeg'));
    const card1 = await decoded(await occludePicture(large, shapes, { cardNumber: 1, side: 'question' }));
    expect([card1.width, card1.height]).toEqual([OCCLUSION_MAX_WIDTH, OCCLUSION_MAX_WIDTH / 2]);
    const scale = OCCLUSION_MAX_WIDTH / 400;
    expectColour(card1.at(RECT[0] * scale, RECT[1] * scale), ASKED);
  });

  it('skips an occlusion card whose picture the card images refuse (a GIF), naming why', async () => {
    const entries = unzip(fixture('anki21b-image-occlusion.apkg'));
    const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;');
    entries['0'] = zstdRawFrame(gif);
    const result = await parseAnkiPackage(zip(entries), 5000);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(ANKI_TEXTS.occlusionWithoutPicture);
  });
});

describe('several pictures on one side', () => {
  it('stacks them in order at a common width with a white gap', async () => {
    const red = await plain(100, 50, [255, 0, 0]);
    const blue = await plain(200, 100, [0, 0, 255], 'jpeg');
    const stacked = await decoded(await stackPictures([red, blue]));
    expect([stacked.width, stacked.height]).toEqual([200, 100 + STACK_GAP + 100]);
    expectColour(stacked.at(100, 50), [255, 0, 0]);
    expectColour(stacked.at(100, 100 + STACK_GAP / 2), WHITE);
    expectColour(stacked.at(100, 160), [0, 0, 255]);
  });

  it('stays within the card pictures’ longest side and pixel count', async () => {
    const tall = await plain(1600, 7000, [0, 128, 0]);
    const stacked = await decoded(await stackPictures([tall, tall]));
    expect(stacked.height).toBeLessThanOrEqual(CARD_IMAGE_LIMITS.maxSide);
    expect(stacked.width * stacked.height).toBeLessThanOrEqual(CARD_IMAGE_LIMITS.maxPixels);
    expect(stacked.height / stacked.width).toBeCloseTo((14000 + STACK_GAP) / 1600, 1);
  });
});
