import { describe, expect, it } from 'vitest';
import { LEARNSET_FILE_MESSAGES as M } from './file-messages';
import { parseLearnsetFile } from './parse';
import { columnLetter, SHEET_COLUMNS_MESSAGE, SheetColumnsFieldSchema, suggestSheetColumns } from './sheet-columns';

const utf8 = (text: string) => new TextEncoder().encode(text);
const cards = (name: string, text: string, columns?: Parameters<typeof parseLearnsetFile>[3]) => {
  const result = parseLearnsetFile(name, utf8(text), 2000, columns);
  if (!result.ok) throw new Error(result.message);
  return result.exercises.map(({ question, answer, answers }) => [question, answer, answers]);
};
const errorOf = (name: string, text: string, columns?: Parameters<typeof parseLearnsetFile>[3]) => {
  const result = parseLearnsetFile(name, utf8(text), 2000, columns);
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.exercises)}`);
  return result.message;
};

describe('a title row and side columns without a choice (SPEC form, old clients)', () => {
  it('skips the title row and leaves numbering, tags and untitled-as-answer columns out', () => {
    const text =
      'Nr.;Deutsch;Französisch;Tags;Beispielsatz\n1;Hund;le chien;tiere;Der Hund bellt.\n2;Haus;la maison;;\n';
    expect(cards('a.csv', text)).toEqual([
      ['Hund', 'le chien', []],
      ['Haus', 'la maison', []],
    ]);
  });

  it('takes titled question and answer columns wherever they stand, and alternative columns', () => {
    const text = 'ID,Antwort,Frage,Alternative 1,Alternative 2\n7,dog,Hund,hound,\n9,cat,Katze,,kitty\n';
    expect(cards('a.csv', text)).toEqual([
      ['Hund', 'dog', ['hound']],
      ['Katze', 'cat', ['kitty']],
    ]);
  });

  it('recognises a title row over numbered rows, and numbering without titles', () => {
    expect(cards('a.csv', 'Lfd;Wort;Bedeutung\n1;Hund;dog\n2;Katze;cat\n3;Maus;mouse\n')).toHaveLength(3);
    expect(cards('a.csv', '1;Hund;dog;hound\n2;Katze;cat;\n')).toEqual([
      ['Hund', 'dog', ['hound']],
      ['Katze', 'cat', []],
    ]);
  });

  it('keeps further untitled columns as alternatives, as before', () => {
    expect(cards('a.csv', 'Hund;dog;hound\nKatze;cat;\n')).toEqual([
      ['Hund', 'dog', ['hound']],
      ['Katze', 'cat', []],
    ]);
  });
});

describe('the pupil’s column choice', () => {
  const text = 'Hund;chien;dog\nKatze;chat;cat\n';

  it('takes the chosen question, answer and alternative columns', () => {
    expect(cards('a.csv', text, { columns: { header: false, question: 2, answer: 1, alternatives: [] } })).toEqual([
      ['dog', 'chien', []],
      ['cat', 'chat', []],
    ]);
  });

  it('turns a first row the pupil calls titles into no card, and one the pupil keeps into a card', () => {
    const titled = 'Deutsch;Englisch\nHund;dog\n';
    expect(cards('a.csv', titled)).toEqual([['Hund', 'dog', []]]);
    expect(cards('a.csv', titled, { columns: { header: false, question: 0, answer: 1, alternatives: [] } })).toEqual([
      ['Deutsch', 'Englisch', []],
      ['Hund', 'dog', []],
    ]);
  });

  it('names the chosen answer column of a short row', () => {
    expect(
      errorOf('a.csv', 'a;b;c\nd;e\n', { columns: { header: false, question: 0, answer: 2, alternatives: [] } }),
    ).toBe(`Zeile 2: ${M.missingAnswerInColumn('C')}`);
  });

  it('is sent as JSON and refused when columns repeat or are no column numbers', () => {
    expect(SheetColumnsFieldSchema.parse('{"header":true,"question":1,"answer":0,"alternatives":[3]}')).toEqual({
      header: true,
      question: 1,
      answer: 0,
      alternatives: [3],
    });
    for (const bad of ['{', '{"header":true,"question":1,"answer":1,"alternatives":[]}', '{"header":1}', '[]']) {
      expect(SheetColumnsFieldSchema.safeParse(bad).error?.issues[0]?.message).toBe(SHEET_COLUMNS_MESSAGE);
    }
    expect(
      SheetColumnsFieldSchema.safeParse('{"header":false,"question":0,"answer":1,"alternatives":[-1]}').success,
    ).toBe(false);
  });

  it('names columns as a spreadsheet does', () => {
    expect([0, 2, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'C', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  it('suggests no side column as the answer even when it comes second', () => {
    expect(
      suggestSheetColumns([
        ['Tags', 'Frage', 'Antwort'],
        ['x', 'Hund', 'dog'],
      ]),
    ).toEqual({
      header: true,
      question: 1,
      answer: 2,
      alternatives: [],
    });
  });
});
