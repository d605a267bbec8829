import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { LEARNSET_FILE_MESSAGES as M } from './file-messages';
import { parseLearnsetFile } from './parse';

const zip = (files: Record<string, string | Uint8Array>) =>
  zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, body]) => [name, typeof body === 'string' ? strToU8(body) : body]),
    ),
  );

const XLSX_FRAME = {
  'xl/workbook.xml':
    '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Vokabeln" sheetId="1" r:id="rId2"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/blatt.xml"/></Relationships>',
};
const sheetXml = (rows: string) =>
  `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;

const cardsOf = (name: string, bytes: Uint8Array, maxItems = 2000) => {
  const result = parseLearnsetFile(name, bytes, maxItems);
  if (!result.ok) throw new Error(result.message);
  return result.exercises.map(({ question, answer, answers }) => [question, answer, answers]);
};
const errorOf = (name: string, bytes: Uint8Array) => {
  const result = parseLearnsetFile(name, bytes, 2000);
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.exercises)}`);
  return result.message;
};

describe('.xlsx as Excel writes it', () => {
  it('reads shared strings with rich-text runs, inline strings, numbers, and cells placed by reference', () => {
    const bytes = zip({
      ...XLSX_FRAME,
      'xl/sharedStrings.xml':
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>Hund</t></si><si><r><t>d</t></r><r><rPr><b/></rPr><t xml:space="preserve">og </t></r><rPh><t>x</t></rPh></si></sst>',
      'xl/worksheets/blatt.xml': sheetXml(
        '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c><c r="D2" t="inlineStr"><is><t>hound</t></is></c></row>' +
          '<row r="5"><c r="A5" t="str"><v>Wurzel aus 6,25</v></c><c r="B5"><v>2.5</v></c><c r="C5" t="b"><v>1</v></c></row>',
      ),
    });
    expect(cardsOf('a.xlsx', bytes)).toEqual([
      ['Hund', 'dog', ['hound']],
      ['Wurzel aus 6,25', '2.5', ['TRUE']],
    ]);
  });

  it('names the sheet’s own row number in a message', () => {
    const bytes = zip({
      ...XLSX_FRAME,
      'xl/worksheets/blatt.xml': sheetXml(
        '<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="B1" t="inlineStr"><is><t>b</t></is></c></row><row r="7"><c r="A7" t="inlineStr"><is><t>nur Frage</t></is></c></row>',
      ),
    });
    expect(errorOf('a.xlsx', bytes)).toBe(M.atLine(7, M.csvMissingAnswer));
  });
});

describe('.ods as LibreOffice writes it', () => {
  const content = (rows: string) =>
    '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body><office:spreadsheet>' +
    `<table:table table:name="Tabelle1">${rows}</table:table></office:spreadsheet></office:body></office:document-content>`;

  it('reads spaces, line breaks and paragraphs, and counts repeated rows and cells without spelling them out', () => {
    const bytes = zip({
      'content.xml': content(
        '<table:table-row table:number-rows-repeated="3"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>' +
          '<table:table-row><table:table-cell><text:p>zwei<text:s text:c="2"/>Leerzeichen</text:p></table:table-cell><table:table-cell table:number-columns-repeated="3"/><table:table-cell><text:p>a<text:line-break/>b</text:p><text:p>c</text:p></table:table-cell><table:table-cell table:number-columns-repeated="16379"/></table:table-row>' +
          '<table:table-row table:number-rows-repeated="1048571"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>',
      ),
    });
    const result = parseLearnsetFile('a.ods', bytes, 10, {
      columns: { header: false, question: 0, answer: 4, alternatives: [] },
    });
    expect(result).toEqual({
      ok: true,
      exercises: [expect.objectContaining({ question: 'zwei  Leerzeichen', answer: 'a\nb\nc' })],
    });
    expect(errorOf('a.ods', bytes)).toBe(M.atLine(4, M.fieldEmpty('answer')));
  });
});

describe('hostile workbooks', () => {
  it('refuses a part that would unpack out of proportion, before inflating it', () => {
    const bomb = zip({ 'content.xml': new Uint8Array(9 * 1024 * 1024).fill(32) });
    expect(bomb.length).toBeLessThan(100_000);
    expect(errorOf('a.ods', bomb)).toBe(M.sheetTooLarge);
  });

  it('refuses entity declarations, files that are no zip and workbooks without a sheet', () => {
    const entities = zip({
      'content.xml': '<!DOCTYPE x [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><office:document-content/>',
    });
    expect(errorOf('a.ods', entities)).toBe(M.sheetNotReadable);
    expect(errorOf('a.xlsx', strToU8('Frage;Antwort\n'))).toBe(M.sheetNotReadable);
    expect(errorOf('a.xlsx', zip({ 'xl/workbook.xml': '<workbook/>' }))).toBe(M.sheetNotReadable);
  });
});
