import { describe, expect, it } from 'vitest';
import { parseLearnsetFile } from './parse';

const utf8 = (text: string) => new TextEncoder().encode(text);
const cards = (text: string, htmlToText?: (html: string) => string) => {
  const result = parseLearnsetFile('export.txt', utf8(text), 2000, htmlToText ? { htmlToText } : {});
  if (!result.ok) throw new Error(result.message);
  return result.exercises.map(({ question, answer, answers }) => [question, answer, answers]);
};

describe("Anki's text export", () => {
  it('reads the notes below its header lines and leaves guid, note type, deck and tags out', () => {
    const text =
      '#separator:tab\n#html:false\n#guid column:1\n#notetype column:2\n#deck column:3\n#tags column:6\n' +
      'f#3[Kd0!aP\tBasic\tFranzösisch\tla maison\tdas Haus\tvokabeln lektion1\n' +
      'Q2z;9+}w\tBasic\tFranzösisch\t"le ""chien"""\tder Hund\t\n';
    expect(cards(text)).toEqual([
      ['la maison', 'das Haus', []],
      ['le "chien"', 'der Hund', []],
    ]);
  });

  it('honours a named separator and the #columns titles', () => {
    const text = '#separator:Semicolon\n#columns:Front;Back;Tags\nHund;dog;tier\n# a comment\nKatze;cat;\n';
    expect(cards(text)).toEqual([
      ['Hund', 'dog', []],
      ['Katze', 'cat', []],
    ]);
  });

  it('turns HTML cells into text with the given converter when #html:true', () => {
    const strip = (html: string) => html.replace(/<br>/g, '\n').replace(/<[^>]+>/g, '');
    expect(cards('#separator:tab\n#html:true\n<b>Haus</b>\tdas<br>Haus\n', strip)).toEqual([['Haus', 'das\nHaus', []]]);
  });
});

describe("Quizlet's export saved as a file", () => {
  it('reads a semicolon between cards (one long line), with line breaks kept in a card', () => {
    expect(cards('la maison\tdas Haus;le chien\tder\nHund;être\tsein;')).toEqual([
      ['la maison', 'das Haus', []],
      ['le chien', 'der\nHund', []],
      ['être', 'sein', []],
    ]);
  });

  it('reads a comma between term and definition at the first comma, as Quizlet never quotes', () => {
    expect(cards('les Bâlois,die Basler, die Baslerinnen\n"bonjour",guten Tag\n')).toEqual([
      ['les Bâlois', 'die Basler, die Baslerinnen', []],
      ['"bonjour"', 'guten Tag', []],
    ]);
  });

  it("leaves SPEC's semicolon text as it was, also when it starts with #", () => {
    expect(cards('Zahl?; 3,5; drei, fünf\n')).toEqual([['Zahl?', '3,5', ['drei, fünf']]]);
    expect(cards('#1 Frage; Antwort\n#2: Hund; dog\n')).toEqual([
      ['#1 Frage', 'Antwort', []],
      ['#2: Hund', 'dog', []],
    ]);
  });
});
