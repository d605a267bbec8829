import fs from 'node:fs';
import path from 'node:path';
import { exportLearnsetCsv, LEARNSET_FILE_MESSAGES as M, parseLearnsetFile } from '@app/shared';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { fieldText } from './anki/anki-html';

/** Real files made by the programs pupils use (see fixtures/README.md for how each was made). */
const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const read = (name: string) => {
  const result = parseLearnsetFile(name, fixture(name), 2000);
  if (!result.ok) throw new Error(result.message);
  return result.exercises.map(({ question, answer, answers }) => ({ question, answer, answers }));
};

/** The sheet in fixtures/libreoffice-vokabeln.fods, as every spreadsheet export must read. */
const SHEET = [
  { question: 'Häuser', answer: 'houses', answers: ['homes'] },
  { question: 'Nenne zwei Primzahlen, bitte', answer: '2, 3', answers: ['3; 5'] },
  { question: 'Phasen der Mitose', answer: 'Prophase\nMetaphase\nAnaphase, Telophase', answers: [] },
  { question: 'Was sagt «Grüezi» auf Französisch?', answer: '"Bonjour"', answers: ['Salut'] },
  { question: 'Strasse (Schweizer Schreibweise)', answer: 'Strasse', answers: [] },
];

describe('spreadsheet files made by LibreOffice Calc', () => {
  it('reads its UTF-8 comma CSV: title row, quoted commas, line breaks, quotes, umlauts, an empty row', () => {
    expect(read('libreoffice-utf8-comma.csv')).toEqual(SHEET);
  });

  it('reads its Windows-1252 semicolon CSV (as Excel writes in Switzerland) to the same exercises', () => {
    expect(read('libreoffice-windows1252-semicolon.csv')).toEqual(SHEET);
  });

  it('names the line of a broken row in a real export', () => {
    const broken = Buffer.concat([fixture('libreoffice-utf8-comma.csv'), Buffer.from('"nur eine Frage"\n')]);
    expect(parseLearnsetFile('vokabeln.csv', broken, 2000)).toEqual({
      ok: false,
      message: M.atLine(10, M.csvMissingAnswer),
    });
  });
});

describe('a Quizlet export (tab between term and definition, one card per line)', () => {
  it('reads every card, with quotes, semicolons and commas kept', () => {
    expect(read('quizlet-export.tsv')).toEqual([
      { question: 'la maison', answer: 'das Haus', answers: [] },
      { question: 'le chien', answer: 'der Hund', answers: [] },
      { question: '"bonjour" (formell)', answer: 'guten Tag', answers: [] },
      { question: 'être', answer: 'sein; existieren', answers: [] },
      { question: 'les Bâlois', answer: 'die Basler, die Baslerinnen', answers: [] },
      { question: "l'école", answer: 'die Schule', answers: [] },
    ]);
  });

  it('saved as .txt (as Quizlet offers it), reads the same cards', () => {
    expect(parseLearnsetFile('quizlet.txt', fixture('quizlet-export.tsv'), 2000)).toEqual(
      parseLearnsetFile('quizlet.tsv', fixture('quizlet-export.tsv'), 2000),
    );
  });
});

/**
 * The independent reader: csv-parse reading a CSV that LibreOffice wrote from the same sheet
 * (fixtures/README.md). Its rows, without blank ones, become cards by the column titles named.
 */
function cardsByIndependentReader(csvName: string, question: string, answer: string, alternatives: string[]) {
  const rows = parseCsv(fixture(csvName), { columns: true, skip_empty_lines: true, bom: true }) as Array<
    Record<string, string>
  >;
  return rows
    .filter((row) => Object.values(row).some((cell) => cell.trim() !== ''))
    .map((row) => ({
      question: row[question]?.trim(),
      answer: row[answer]?.trim(),
      answers: alternatives.map((title) => row[title]?.trim() ?? '').filter((cell) => cell !== ''),
    }));
}

describe('workbooks saved by LibreOffice Calc as .xlsx and .ods', () => {
  it.each(['libreoffice-vokabeln.xlsx', 'libreoffice-vokabeln.ods'])(
    '%s: the same cards as the sheet and as an independent CSV reader finds in its LibreOffice CSV',
    (name) => {
      const independent = cardsByIndependentReader('libreoffice-utf8-comma.csv', 'Frage', 'Antwort', ['Alternative']);
      expect(independent).toHaveLength(5);
      expect(read(name)).toEqual(independent);
      expect(read(name)).toEqual(SHEET);
    },
  );

  it.each(['libreoffice-spalten.xlsx', 'libreoffice-spalten.ods'])(
    '%s: without a column choice the numbering and tags are left out and the alternative column kept',
    (name) => {
      const independent = cardsByIndependentReader('libreoffice-spalten-read-back.csv', 'Deutsch', 'Französisch', [
        'Alternative',
      ]);
      expect(independent).toHaveLength(5);
      expect(read(name)).toEqual(independent);
      expect(read(name)[2]).toEqual({ question: '- lich (Nachsilbe)', answer: '-ique', answers: ['-al'] });
      expect(read(name)[3]).toMatchObject({ answer: '2.5' });
    },
  );

  it.each(['libreoffice-spalten.xlsx', 'libreoffice-spalten.ods'])('%s: with the pupil’s columns', (name) => {
    const columns = { header: true, question: 2, answer: 1, alternatives: [4] };
    const result = parseLearnsetFile(name, fixture(name), 2000, { columns });
    if (!result.ok) throw new Error(result.message);
    const independent = cardsByIndependentReader('libreoffice-spalten-read-back.csv', 'Französisch', 'Deutsch', [
      'Alternative',
    ]);
    expect(result.exercises.map(({ question, answer, answers }) => ({ question, answer, answers }))).toEqual(
      independent,
    );
  });

  it('counts rows as the sheet numbers them in a message', () => {
    const columns = { header: true, question: 1, answer: 4, alternatives: [] };
    expect(parseLearnsetFile('libreoffice-spalten.ods', fixture('libreoffice-spalten.ods'), 2000, { columns })).toEqual(
      { ok: false, message: M.atLine(2, M.missingAnswerInColumn('E')) },
    );
    expect(parseLearnsetFile('libreoffice-spalten.xlsx', fixture('libreoffice-spalten.xlsx'), 3)).toEqual({
      ok: false,
      message: M.tooManyAtLeast(3),
    });
  });
});

describe("Anki's text exports", () => {
  it('reads a notes export below its header lines, without guid, note type, deck and tags, HTML as text', () => {
    const result = parseLearnsetFile('Französisch.txt', fixture('anki-notes-export.txt'), 2000, {
      htmlToText: (html) => fieldText(html).text,
    });
    if (!result.ok) throw new Error(result.message);
    expect(result.exercises.map(({ question, answer, answers }) => ({ question, answer, answers }))).toEqual([
      { question: 'la maison', answer: 'das Haus', answers: [] },
      { question: 'le chien', answer: 'der Hund\n(Tier)', answers: [] },
      { question: 'préférer', answer: 'vorziehen, lieber mögen', answers: [] },
      { question: '"bonjour" (formell)', answer: 'guten Tag', answers: [] },
    ]);
  });

  it("reads Anki's own test file past its comment line and names its first broken note's line", () => {
    expect(parseLearnsetFile('text-2fields.txt', fixture('anki-text-2fields.txt'), 2000)).toEqual({
      ok: false,
      message: M.atLine(8, M.csvMissingAnswer),
    });
    const firstFive = Buffer.from(fixture('anki-text-2fields.txt').toString('utf8').split('\n').slice(0, 6).join('\n'));
    const result = parseLearnsetFile('text-2fields.txt', firstFive, 2000);
    expect(result.ok && result.exercises.map((exercise) => exercise.question)).toEqual([
      '食べる',
      '飲む',
      'テスト',
      'to eat',
      '飲む',
    ]);
  });
});

describe('the .csv export, read by an independent CSV reader', () => {
  const exercises = [
    { question: 'Haus', answer: '- das Haus', answers: ['-ung', '-3'] },
    { question: 'Zahl, bitte?', answer: '3,5', answers: ['drei "komma" fünf'] },
    { question: '=1+2', answer: '@home', answers: ['+41', '-cmd|x!A0'] },
    { question: 'Zwei\nZeilen', answer: 'b', answers: [] },
  ];
  const rows = parseCsv(exportLearnsetCsv(exercises), {
    delimiter: ';',
    bom: true,
    relax_column_count: true,
  }) as string[][];

  it('has a title row and one row per exercise, with every dash and number as written', () => {
    expect(rows).toHaveLength(exercises.length + 1);
    expect(rows[0]).toEqual(['Frage', 'Antwort', 'Alternative 1', 'Alternative 2']);
    expect(rows[1]).toEqual(['Haus', '- das Haus', '-ung', '-3']);
    expect(rows[2]).toEqual(['Zahl, bitte?', '3,5', 'drei "komma" fünf']);
    expect(rows[4]).toEqual(['Zwei\nZeilen', 'b']);
  });

  it('marks only the cells a spreadsheet would run with an apostrophe', () => {
    expect(rows[3]).toEqual(["'=1+2", "'@home", "'+41", "'-cmd|x!A0"]);
    expect(rows.flat().filter((cell) => cell.startsWith("'"))).toHaveLength(4);
  });
});
