import { describe, expect, it } from 'vitest';
import { exportLearnsetCsv } from './csv';
import { LEARNSET_FILE_MESSAGES as M } from './file-messages';
import { parseLearnsetFile } from './parse';

const utf8 = (text: string) => new TextEncoder().encode(text);
const parse = (name: string, text: string | Uint8Array, maxItems = 2000) =>
  parseLearnsetFile(name, typeof text === 'string' ? utf8(text) : text, maxItems);
const exercisesOf = (name: string, text: string | Uint8Array) => {
  const result = parse(name, text);
  if (!result.ok) throw new Error(result.message);
  return result.exercises.map(({ question, answer, answers }) => [question, answer, answers]);
};
const errorOf = (name: string, text: string, maxItems = 2000) => {
  const result = parse(name, text, maxItems);
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.exercises)}`);
  return result.message;
};

describe('.csv', () => {
  it('reads question, answer and further columns as alternatives', () => {
    expect(exercisesOf('a.csv', 'Hund,dog,hound,canine\nHaus,house\n')).toEqual([
      ['Hund', 'dog', ['hound', 'canine']],
      ['Haus', 'house', []],
    ]);
  });

  it('tells a semicolon file (Excel in Switzerland) from a comma file by its rows', () => {
    expect(exercisesOf('a.csv', 'Hund;dog, hound\r\nKatze;cat, kitty\r\n')).toEqual([
      ['Hund', 'dog, hound', []],
      ['Katze', 'cat, kitty', []],
    ]);
  });

  it('keeps separators, quotes and line breaks inside quoted cells', () => {
    expect(exercisesOf('a.csv', '"Zahl, bitte?";"3,5";"drei ""komma"" fünf"\n"Zwei\nZeilen";b\n')).toEqual([
      ['Zahl, bitte?', '3,5', ['drei "komma" fünf']],
      ['Zwei\nZeilen', 'b', []],
    ]);
  });

  it('skips a title row, blank rows and empty trailing cells', () => {
    const text = '\uFEFFFrage;Antwort;Alternative 1\n;;\nHund;dog;\n\n  Haus ; house ;;\n';
    expect(exercisesOf('a.csv', text)).toEqual([
      ['Hund', 'dog', []],
      ['Haus', 'house', []],
    ]);
    expect(exercisesOf('a.csv', 'Term,Definition\nla maison,das Haus\n')).toEqual([['la maison', 'das Haus', []]]);
  });

  it('keeps a first row that only looks like a title in one cell', () => {
    expect(exercisesOf('a.csv', 'Frage;Was ist eine Zelle?\n')).toEqual([['Frage', 'Was ist eine Zelle?', []]]);
  });

  it("reads bytes that are not UTF-8 as Windows-1252 (Excel's plain CSV)", () => {
    const windows1252 = Uint8Array.from([0x48, 0xe4, 0x75, 0x73, 0x65, 0x72, 0x3b, 0x68, 0x6f, 0x75, 0x73, 0x65, 0x73]);
    expect(exercisesOf('a.csv', windows1252)).toEqual([['Häuser', 'houses', []]]);
  });

  it('names the line where a record starts, counting line breaks inside quoted cells', () => {
    expect(errorOf('a.csv', 'a;b\r\n"zwei\r\nZeilen";c\r\nnur Frage\r\n')).toBe(`Zeile 4: ${M.csvMissingAnswer}`);
    expect(errorOf('a.csv', 'a;b\n\nFrage;\n')).toBe('Zeile 3: Die Antwort ist leer.');
    expect(errorOf('a.csv', 'a;b\n"offen;x\ny;z\n')).toBe(`Zeile 2: ${M.csvQuotes}`);
  });

  it('refuses an empty file and one over the plan limit before reading its rows', () => {
    expect(errorOf('a.csv', 'Frage;Antwort\n;;\n')).toBe(M.empty);
    expect(errorOf('a.csv', 'a;1\nb;2\nc;3\n', 2)).toBe(M.tooMany(3, 2));
    // Far over the limit: read only until it is clear, the message cannot count the rest.
    expect(errorOf('a.csv', 'a;1\n'.repeat(100_000), 2)).toBe(M.tooManyAtLeast(2));
    expect(parse('a.csv', 'Frage;Antwort\na;1\nb;2\n', 2).ok).toBe(true);
  });
});

describe('.tsv', () => {
  it('splits at tabs only: commas and semicolons stay in the cell', () => {
    expect(exercisesOf('a.tsv', 'être\tsein; existieren\nles Bâlois\tdie Basler, die Baslerinnen\n')).toEqual([
      ['être', 'sein; existieren', []],
      ['les Bâlois', 'die Basler, die Baslerinnen', []],
    ]);
  });

  it('reads an unquoted export whose cells start with a quote (Quizlet)', () => {
    expect(exercisesOf('a.tsv', '"bonjour" (formell)\tguten Tag\n')).toEqual([
      ['"bonjour" (formell)', 'guten Tag', []],
    ]);
  });

  it("still reads quoted cells with line breaks (a spreadsheet's tab export)", () => {
    expect(exercisesOf('a.tsv', '"Phasen"\t"Prophase\nMetaphase"\n')).toEqual([['Phasen', 'Prophase\nMetaphase', []]]);
  });
});

describe('a tab-separated .txt (Quizlet saved as a file)', () => {
  it('is read as a table when every line has a tab', () => {
    expect(exercisesOf('a.txt', 'la maison\tdas Haus\nêtre\tsein; existieren\n')).toEqual([
      ['la maison', 'das Haus', []],
      ['être', 'sein; existieren', []],
    ]);
  });

  it('still says to use tabs throughout when only some lines have one', () => {
    expect(errorOf('a.txt', 'la maison\tdas Haus\nle chien')).toBe(`Zeile 1: ${M.txtTabSeparated}`);
  });
});

describe('the .csv export', () => {
  const exercises = [
    { question: 'Zahl, bitte?', answer: '3,5', answers: ['drei "komma" fünf', 'x; y'] },
    { question: '=1+2', answer: '-3', answers: [] },
    { question: 'Zwei\nZeilen', answer: '@home', answers: ['+41'] },
  ];

  it('writes a BOM, a title row and one row per exercise, separated by semicolons', () => {
    const csv = exportLearnsetCsv(exercises);
    expect(csv.startsWith('\uFEFFFrage;Antwort;Alternative 1;Alternative 2\r\n')).toBe(true);
    expect(csv).toContain('\r\nZahl, bitte?;3,5;"drei ""komma"" fünf";"x; y"\r\n');
  });

  it('keeps spreadsheets from running cells as formulas', () => {
    expect(exportLearnsetCsv(exercises)).toContain(`"'=1+2";-3`);
    expect(exportLearnsetCsv(exercises)).toContain(`"'@home";"'+41"`);
    const risky = ['-1+2', '-HYPERLINK("http://x","y")', "-cmd|' /C calc'!A0", '- SUM(A1)', '\tx', '-(1)'];
    const csv = exportLearnsetCsv([{ question: 'q', answer: 'a', answers: risky }]);
    for (const cell of risky) expect(csv).toContain(`"'${cell.replace(/"/g, '""')}"`);
  });

  it('writes a vocabulary dash, a suffix and a negative number without a stray apostrophe', () => {
    const plain = ['- der Hund', '-ung', '-ing (Verlaufsform)', '-3', '-0,5', '–'];
    const csv = exportLearnsetCsv([{ question: 'q', answer: 'a', answers: plain }]);
    expect(csv).not.toContain("'");
    expect(csv).toContain(`\r\nq;a;${plain.join(';')}\r\n`);
  });

  it('is read back by the upload to the same exercises', () => {
    expect(exercisesOf('export.csv', exportLearnsetCsv(exercises))).toEqual(
      exercises.map(({ question, answer, answers }) => [question, answer, answers]),
    );
  });
});
