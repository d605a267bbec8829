import fs from 'node:fs';
import path from 'node:path';
import { LEARNSET_FILE_MESSAGES as M, parseLearnsetFile } from '@app/shared';
import { describe, expect, it } from 'vitest';

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

  it('saved as .txt, is refused with the advice to save it as .tsv', () => {
    expect(parseLearnsetFile('quizlet.txt', fixture('quizlet-export.tsv'), 2000)).toEqual({
      ok: false,
      message: M.atLine(1, M.txtTabSeparated),
    });
  });
});
