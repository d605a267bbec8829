import { XMLParser, XMLValidator } from 'fast-xml-parser';

/**
 * Bank files (ISO 20022 camt) as a small element tree, read by fast-xml-parser. DTDs are
 * refused outright, so no external or expanding entities (XXE, "billion laughs"); namespace
 * prefixes are dropped, as camt uses one namespace.
 */
export interface XmlElement {
  /** Local name, without a namespace prefix. */
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Text directly inside this element (not of its children), entities decoded. */
  text: string;
}

export class XmlError extends Error {}

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  // Numeric character references (&#252;) are decoded with the HTML set; camt files use them for umlauts.
  htmlEntities: true,
});

function toElement(node: OrderedNode): XmlElement | null {
  const name = Object.keys(node).find((key) => key !== ':@' && key !== '#text' && key !== '?xml');
  if (!name) return null;
  const element: XmlElement = { name, attributes: { ...(node[':@'] ?? {}) }, children: [], text: '' };
  for (const inner of node[name] as OrderedNode[]) {
    if ('#text' in inner) element.text += String(inner['#text']);
    else {
      const childElement = toElement(inner);
      if (childElement) element.children.push(childElement);
    }
  }
  return element;
}

/** Parses a whole document and returns its root element; throws XmlError on malformed input. */
export function parseXml(source: string): XmlElement {
  const xml = source.replace(/^\uFEFF/, '');
  if (xml.includes('<!DOCTYPE') || xml.includes('<!ENTITY')) {
    throw new XmlError('DOCTYPE und Entitätsdefinitionen sind nicht erlaubt');
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new XmlError(`${valid.err.msg} (Zeile ${valid.err.line}, Spalte ${valid.err.col})`);
  const roots = (parser.parse(xml) as OrderedNode[]).map(toElement).filter((e): e is XmlElement => e !== null);
  if (roots.length !== 1)
    throw new XmlError(roots.length === 0 ? 'kein Element gefunden' : 'mehr als ein Wurzelelement');
  return roots[0] as XmlElement;
}

/** The first descendant along a path of local names, e.g. `child(entry, 'BookgDt', 'Dt')`. */
export function child(element: XmlElement | undefined, ...path: string[]): XmlElement | undefined {
  let current = element;
  for (const name of path) current = current?.children.find((c) => c.name === name);
  return current;
}

/** All children with a local name. */
export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((c) => c.name === name) ?? [];
}

/** Trimmed text at a path, or undefined when the element is missing or empty. */
export function textAt(element: XmlElement | undefined, ...path: string[]): string | undefined {
  const text = child(element, ...path)?.text.trim();
  return text ? text : undefined;
}
