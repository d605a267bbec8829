/**
 * A small, strict XML reader for bank files (ISO 20022 camt): elements, attributes, text,
 * CDATA and the predefined and numeric entities. No DTDs, so no external or expanding
 * entities (XXE, "billion laughs"); namespaces prefixes are dropped, as camt uses one namespace.
 */
export interface XmlElement {
  /** Local name, without a namespace prefix. */
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Text directly inside this element (not of its children), entities decoded. */
  text: string;
}

export class XmlError extends Error {
  constructor(message: string, offset: number) {
    super(`${message} (Zeichen ${offset})`);
  }
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const NAME = /^[A-Za-z_][\w.:-]*/;
const ATTRIBUTE = /\s*([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;

function decodeEntities(text: string, offset: number): string {
  return text.replace(/&([^;&\s]{1,10});|&/g, (whole, entity: string | undefined) => {
    if (entity === undefined) throw new XmlError("'&' ohne Entität", offset);
    if (entity in NAMED) return NAMED[entity] as string;
    const code = /^#x[0-9a-f]+$/i.test(entity)
      ? parseInt(entity.slice(2), 16)
      : /^#\d+$/.test(entity)
        ? Number(entity.slice(1))
        : NaN;
    if (!(code > 0 && code <= 0x10ffff)) throw new XmlError(`unbekannte Entität ${whole}`, offset);
    return String.fromCodePoint(code);
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Parses a whole document and returns its root element; throws XmlError on malformed input. */
export function parseXml(source: string): XmlElement {
  const xml = source.replace(/^\uFEFF/, '');
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let pos = 0;
  const addText = (text: string, at: number) => {
    const parent = stack[stack.length - 1];
    if (parent) parent.text += text;
    else if (text.trim() !== '') throw new XmlError('Text ausserhalb des Wurzelelements', at);
  };

  while (pos < xml.length) {
    const lt = xml.indexOf('<', pos);
    if (lt === -1) {
      addText(decodeEntities(xml.slice(pos), pos), pos);
      break;
    }
    if (lt > pos) addText(decodeEntities(xml.slice(pos, lt), pos), pos);
    const skipTo = (end: string, what: string) => {
      const at = xml.indexOf(end, lt);
      if (at === -1) throw new XmlError(`${what} nicht abgeschlossen`, lt);
      return at + end.length;
    };
    if (xml.startsWith('<?', lt)) pos = skipTo('?>', 'Verarbeitungsanweisung');
    else if (xml.startsWith('<!--', lt)) pos = skipTo('-->', 'Kommentar');
    else if (xml.startsWith('<![CDATA[', lt)) {
      const end = skipTo(']]>', 'CDATA-Abschnitt');
      addText(xml.slice(lt + 9, end - 3), lt);
      pos = end;
    } else if (xml.startsWith('<!', lt)) {
      throw new XmlError('DOCTYPE und Entitätsdefinitionen sind nicht erlaubt', lt);
    } else if (xml.startsWith('</', lt)) {
      const end = skipTo('>', 'End-Tag');
      const name = xml.slice(lt + 2, end - 1).trim();
      const open = stack.pop();
      if (!open || localName(name) !== open.name) throw new XmlError(`unerwartetes </${name}>`, lt);
      pos = end;
    } else {
      const name = NAME.exec(xml.slice(lt + 1, lt + 201))?.[0];
      if (!name) throw new XmlError('ungültiger Tag', lt);
      const element: XmlElement = { name: localName(name), attributes: {}, children: [], text: '' };
      let at = lt + 1 + name.length;
      for (;;) {
        ATTRIBUTE.lastIndex = at;
        const match = ATTRIBUTE.exec(xml);
        if (!match) break;
        element.attributes[localName(match[1] as string)] = decodeEntities(match[2] ?? match[3] ?? '', at);
        at = ATTRIBUTE.lastIndex;
      }
      const close = /^\s*(\/?)>/.exec(xml.slice(at, at + 64));
      if (!close) throw new XmlError(`Tag <${name}> ist fehlerhaft`, lt);
      pos = at + close[0].length;
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) throw new XmlError('mehr als ein Wurzelelement', lt);
      else root = element;
      if (close[1] !== '/') stack.push(element);
    }
  }
  if (stack.length > 0) throw new XmlError(`<${stack[stack.length - 1]?.name}> nicht geschlossen`, xml.length);
  if (!root) throw new XmlError('kein Element gefunden', 0);
  return root;
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
