import { XMLParser } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import type { CsvRecord } from './csv';
import { LEARNSET_FILE_MESSAGES as M } from './file-messages';
import { MAX_SHEET_COLUMNS } from './sheet-columns';

/**
 * Caps on unpacking an `.xlsx` or `.ods` (both are zip archives), checked against the sizes the
 * archive declares before a byte is inflated; fflate never writes past a declared size, so the
 * declaration bounds the memory. Only the few XML parts holding the first sheet are unpacked.
 */
export const SHEET_UNPACK_LIMITS = {
  /** Unpacked bytes of the parts read; a sheet of a few thousand cards needs a few MB. */
  maxUnpackedBytes: 64 * 1024 * 1024,
  /** Unpacked bytes per packed byte beyond the floor: sheet XML packs about 10:1. */
  maxRatio: 100,
  ratioFloorBytes: 8 * 1024 * 1024,
  /** Entries in the archive: a workbook has a dozen, more with pictures. */
  maxEntries: 10_000,
} as const;

/** A refused sheet; the message is German and goes to the uploader as it is. */
export class SheetRefusal extends Error {}

type XmlNode = Record<string, unknown>;

/** Unpacks the named parts (those `wanted` picks), keeping to SHEET_UNPACK_LIMITS. */
function unpack(bytes: Uint8Array, wanted: (name: string) => boolean): Record<string, Uint8Array> {
  const L = SHEET_UNPACK_LIMITS;
  const allowance = Math.min(L.maxUnpackedBytes, Math.max(L.ratioFloorBytes, bytes.length * L.maxRatio));
  let used = 0;
  let entries = 0;
  try {
    return unzipSync(bytes, {
      filter: (file) => {
        if (++entries > L.maxEntries) throw new SheetRefusal(M.sheetTooLarge);
        if (!wanted(file.name)) return false;
        used += file.originalSize;
        if (used > allowance) throw new SheetRefusal(M.sheetTooLarge);
        return true;
      },
    });
  } catch (error) {
    throw error instanceof SheetRefusal ? error : new SheetRefusal(M.sheetNotReadable);
  }
}

function xmlText(bytes: Uint8Array | undefined): string {
  if (!bytes) throw new SheetRefusal(M.sheetNotReadable);
  const text = new TextDecoder('utf-8').decode(bytes);
  // Office files never declare entities; refusing them rules out entity expansion ("billion laughs").
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new SheetRefusal(M.sheetNotReadable);
  return text;
}

const ARRAY_TAGS = new Set(['row', 'c', 'si', 'r', 'sheet', 'Relationship']);
/** Made on first use, so importing this module costs a page nothing. */
let xlsxParserMade: XMLParser | undefined;
const xlsxParser = () =>
  (xlsxParserMade ??= new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    // Also decodes character references (`&#10;`, LibreOffice's line break in a shared string).
    htmlEntities: true,
    trimValues: false,
    isArray: (name) => ARRAY_TAGS.has(name),
  }));

const asArray = (value: unknown): XmlNode[] => (Array.isArray(value) ? (value as XmlNode[]) : []);
const child = (node: unknown, name: string): XmlNode | undefined =>
  node && typeof node === 'object' ? ((node as XmlNode)[name] as XmlNode | undefined) : undefined;

/** The text of an element read without order: `<t>`, or its `#text` beside attributes. */
function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  const text = child(node, '#text');
  return typeof text === 'string' ? text : '';
}

/** A shared or inline string: one `<t>`, or rich-text runs `<r><t>…</t></r>` (phonetic hints left out). */
function richText(node: unknown): string {
  const t = child(node, 't');
  if (t !== undefined) return textOf(t);
  return asArray(child(node, 'r'))
    .map((run) => textOf(run.t))
    .join('');
}

/** Column index of a reference such as `C7` (0-based), or undefined when there is none. */
function columnOfReference(reference: unknown): number | undefined {
  if (typeof reference !== 'string') return undefined;
  const letters = /^[A-Z]+/.exec(reference)?.[0];
  if (!letters) return undefined;
  let index = 0;
  for (const letter of letters) index = index * 26 + letter.charCodeAt(0) - 64;
  return index - 1;
}

/** `xl/…` path of a relationship target (relative to `xl/`, or absolute from the archive's root). */
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/**
 * The first sheet of an Excel workbook (`.xlsx`, Office Open XML) as records: each cell's stored
 * value (text as typed; a number as stored, without its display format; TRUE/FALSE for a boolean).
 */
export function readXlsxRecords(bytes: Uint8Array, keep: number): CsvRecord[] {
  const meta = unpack(bytes, (name) => name === 'xl/workbook.xml' || name === 'xl/_rels/workbook.xml.rels');
  const workbook = xlsxParser().parse(xmlText(meta['xl/workbook.xml'])) as XmlNode;
  const firstSheet = asArray(child(child(workbook.workbook, 'sheets'), 'sheet'))[0];
  const rels = xlsxParser().parse(xmlText(meta['xl/_rels/workbook.xml.rels'])) as XmlNode;
  const relations = asArray(child(rels.Relationships, 'Relationship'));
  const sheetTarget = relations.find((relation) => relation['@_Id'] === firstSheet?.['@_id'])?.['@_Target'];
  const stringsTarget = relations.find((relation) => String(relation['@_Type']).endsWith('/sharedStrings'))?.[
    '@_Target'
  ];
  if (typeof sheetTarget !== 'string') throw new SheetRefusal(M.sheetNotReadable);
  const sheetPath = partPath(sheetTarget);
  const stringsPath = typeof stringsTarget === 'string' ? partPath(stringsTarget) : undefined;
  const parts = unpack(bytes, (name) => name === sheetPath || name === stringsPath);
  // A workbook without text cells may have no shared strings at all.
  const stringsPart = stringsPath ? parts[stringsPath] : undefined;
  const shared = stringsPart
    ? asArray(child((xlsxParser().parse(xmlText(stringsPart)) as XmlNode).sst, 'si')).map(richText)
    : [];
  const sheet = xlsxParser().parse(xmlText(parts[sheetPath])) as XmlNode;
  const rows = asArray(child(child(sheet.worksheet, 'sheetData'), 'row'));
  const records: CsvRecord[] = [];
  let line = 0;
  for (const row of rows) {
    if (records.length >= keep) break;
    line = Number(row['@_r']) || line + 1;
    const cells: string[] = [];
    for (const cell of asArray(row.c)) {
      const column = columnOfReference(cell['@_r']) ?? cells.length;
      if (column >= MAX_SHEET_COLUMNS) continue;
      while (cells.length < column) cells.push('');
      cells[column] = xlsxCellText(cell, shared);
    }
    if (cells.some((cell) => cell.trim() !== '')) records.push({ line, cells });
  }
  return records;
}

function xlsxCellText(cell: XmlNode, shared: readonly string[]): string {
  const value = textOf(cell.v);
  switch (cell['@_t']) {
    case 's':
      return shared[Number(value)] ?? '';
    case 'inlineStr':
      return richText(cell.is);
    case 'b':
      return value === '1' ? 'TRUE' : 'FALSE';
    case 'e':
      return '';
    default:
      return value;
  }
}

let odsParserMade: XMLParser | undefined;
const odsParser = () =>
  (odsParserMade ??= new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    // Also decodes character references (`&#10;`, LibreOffice's line break in a shared string).
    htmlEntities: true,
    trimValues: false,
    preserveOrder: true,
  }));

/** A node of the ordered tree: `{ tag: children, ':@': attributes }` or `{ '#text': … }`. */
type OrderedNode = Record<string, unknown>;
const tagOf = (node: OrderedNode) => Object.keys(node).find((key) => key !== ':@') ?? '';
const childrenOf = (node: OrderedNode) => (node[tagOf(node)] as OrderedNode[] | undefined) ?? [];
const attribute = (node: OrderedNode, name: string) =>
  (node[':@'] as Record<string, unknown> | undefined)?.[`@_${name}`];
const repeats = (node: OrderedNode, name: string) => Math.max(1, Number(attribute(node, name)) || 1);

function findFirst(nodes: readonly OrderedNode[], tag: string): OrderedNode | undefined {
  for (const node of nodes) {
    if (tagOf(node) === tag) return node;
    const found = findFirst(childrenOf(node), tag);
    if (found) return found;
  }
  return undefined;
}

/** Rows of a table in order, also inside row groups and header rows. */
function tableRows(table: OrderedNode): OrderedNode[] {
  return childrenOf(table).flatMap((node) => {
    const tag = tagOf(node);
    if (tag === 'table-row') return [node];
    return ['table-row-group', 'table-header-rows', 'table-rows'].includes(tag) ? tableRows(node) : [];
  });
}

/** The text of ODF paragraph content: spaces `<text:s c="3"/>`, tabs and line breaks as written. */
function paragraphText(nodes: readonly OrderedNode[]): string {
  return nodes
    .map((node) => {
      const tag = tagOf(node);
      if (tag === '#text') return String(node['#text']);
      if (tag === 's') return ' '.repeat(Math.min(repeats(node, 'c'), 1000));
      if (tag === 'tab') return '\t';
      if (tag === 'line-break') return '\n';
      if (tag === 'annotation' || tag === 'note') return '';
      return paragraphText(childrenOf(node));
    })
    .join('');
}

function odsCellText(cell: OrderedNode): string {
  return childrenOf(cell)
    .filter((node) => ['p', 'h'].includes(tagOf(node)))
    .map((paragraph) => paragraphText(childrenOf(paragraph)))
    .join('\n');
}

/**
 * The first sheet of an OpenDocument spreadsheet (`.ods`, LibreOffice) as records: each cell's
 * text as the sheet shows it. Repeated rows and cells (`number-rows-repeated`, which LibreOffice
 * writes for the empty rest of a sheet) are counted, never spelt out when empty.
 */
export function readOdsRecords(bytes: Uint8Array, keep: number): CsvRecord[] {
  const parts = unpack(bytes, (name) => name === 'content.xml');
  const tree = odsParser().parse(xmlText(parts['content.xml'])) as OrderedNode[];
  const table = findFirst(tree, 'table');
  if (!table) throw new SheetRefusal(M.sheetNotReadable);
  const records: CsvRecord[] = [];
  let line = 1;
  for (const row of tableRows(table)) {
    const cells = odsRowCells(row);
    const times = repeats(row, 'number-rows-repeated');
    if (cells.some((cell) => cell.trim() !== '')) {
      for (let i = 0; i < times && records.length < keep; i++) records.push({ line: line + i, cells });
    }
    if (records.length >= keep) break;
    line += times;
  }
  return records;
}

function odsRowCells(row: OrderedNode): string[] {
  const cells: string[] = [];
  let pendingEmpty = 0;
  for (const cell of childrenOf(row)) {
    if (!['table-cell', 'covered-table-cell'].includes(tagOf(cell))) continue;
    const text = odsCellText(cell);
    const times = repeats(cell, 'number-columns-repeated');
    if (text === '') {
      pendingEmpty += times;
      continue;
    }
    for (let i = 0; i < pendingEmpty + times && cells.length < MAX_SHEET_COLUMNS; i++)
      cells.push(i < pendingEmpty ? '' : text);
    pendingEmpty = 0;
  }
  return cells;
}
