import { describe, expect, it } from 'vitest';
import { guessPasteSeparators, looksLikeBlock, parsePastedBlock, splitPastedBlock } from './paste';

const LINES = { field: '\t', row: null } as const;

describe('splitPastedBlock', () => {
  it("reads Quizlet's default export: term, tab, definition, one per line", () => {
    expect(parsePastedBlock('Hund\tdog\nKatze\tcat\n', LINES)).toEqual([
      { question: 'Hund', answer: 'dog', answers: [] },
      { question: 'Katze', answer: 'cat', answers: [] },
    ]);
  });

  it('reads a spreadsheet copy whose quoted cells hold line breaks, tabs and doubled quotes', () => {
    // As LibreOffice Calc and Google Sheets put a range on the clipboard (CRLF row ends).
    const copied = 'Zelle\t"Baustein\r\ndes Lebens"\r\n"Er sagt ""Hallo"""\t"a\tb"\r\n';
    expect(splitPastedBlock(copied, LINES)).toEqual([
      ['Zelle', 'Baustein\r\ndes Lebens'],
      ['Er sagt "Hallo"', 'a\tb'],
    ]);
  });

  it('takes a quote that does not wrap a whole cell as text, so one stray quote loses nothing', () => {
    expect(splitPastedBlock('"Hallo" sagen\tto say hello\nHaus\t"house\n', LINES)).toEqual([
      ['"Hallo" sagen', 'to say hello'],
      ['Haus', '"house'],
    ]);
    expect(splitPastedBlock('Er sagte "ja"\tyes', LINES)).toEqual([['Er sagte "ja"', 'yes']]);
  });

  it('uses own separators of several characters for cells and rows (Quizlet custom export)', () => {
    const block = 'Hund - dog;; Katze - cat; kitty;; ';
    expect(parsePastedBlock(block, { field: ' - ', row: ';; ' })).toEqual([
      { question: 'Hund', answer: 'dog', answers: [] },
      { question: 'Katze', answer: 'cat; kitty', answers: [] },
    ]);
  });

  it('keeps line breaks inside a row when rows are cut at an own separator', () => {
    expect(splitPastedBlock('a\nb,c|d,e', { field: ',', row: '|' })).toEqual([
      ['a\nb', 'c'],
      ['d', 'e'],
    ]);
  });

  it('accepts \\r, \\n and \\r\\n mixed, skips blank rows and turns further cells into alternatives', () => {
    const block = 'a;b\r\n\r\n  ;  \nc;d;e; ;f\rg;h';
    expect(parsePastedBlock(block, { field: ';', row: null })).toEqual([
      { question: 'a', answer: 'b', answers: [] },
      { question: 'c', answer: 'd', answers: ['e', 'f'] },
      { question: 'g', answer: 'h', answers: [] },
    ]);
  });

  it('leaves the answer empty for a row of one cell, and keeps empty cells in their place', () => {
    expect(splitPastedBlock('nur Frage\n\tnur Antwort\na\t', LINES)).toEqual([
      ['nur Frage'],
      ['', 'nur Antwort'],
      ['a', ''],
    ]);
    expect(parsePastedBlock('nur Frage', LINES)).toEqual([{ question: 'nur Frage', answer: '', answers: [] }]);
  });

  it('finds nothing in blank text', () => {
    expect(splitPastedBlock('', LINES)).toEqual([]);
    expect(splitPastedBlock(' \n\t\n', LINES)).toEqual([]);
  });
});

describe('guessPasteSeparators', () => {
  it('picks a tab when there is one, else ; or , present on every line, else a tab', () => {
    expect(guessPasteSeparators('a\tb\nc;d')).toEqual({ field: '\t', row: null });
    expect(guessPasteSeparators('Hund; dog\nKatze; cat, kitty\n')).toEqual({ field: ';', row: null });
    expect(guessPasteSeparators('Hund, dog\nKatze, cat\n')).toEqual({ field: ',', row: null });
    expect(guessPasteSeparators('Hund dog\nKatze, cat')).toEqual({ field: '\t', row: null });
  });
});

describe('looksLikeBlock', () => {
  it('offers the preview for text with tabs or several lines, not for one plain line', () => {
    expect(looksLikeBlock('Hund\tdog')).toBe(true);
    expect(looksLikeBlock('Hund\nKatze')).toBe(true);
    expect(looksLikeBlock('  Hund  \n')).toBe(false);
    expect(looksLikeBlock('Hund, Katze')).toBe(false);
  });
});
