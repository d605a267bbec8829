import { describe, expect, it } from 'vitest';
import { checkAnswer, EXACT_ANSWER_CHECK } from './answer-check';
import { foldKeyboardVariants } from './keyboard-variants';
import { isCorrectAnswer } from './learn';
import { gradeTestAnswer, type TestQuestion } from './practice-test';

const exact = (input: string, answer: string) =>
  checkAnswer(input, { answer, answers: [] }, EXACT_ANSWER_CHECK).verdict;

describe('foldKeyboardVariants', () => {
  it.each([
    ['l\u2019eau', "l'eau", 'right single quote (iOS apostrophe)'],
    ['l\u2018eau', "l'eau", 'left single quote'],
    ['l\u201Aeau', "l'eau", 'single low quote'],
    ['l\u02BCeau', "l'eau", 'modifier letter apostrophe'],
    ['\u201EHallo\u201C', '"Hallo"', 'German quotes'],
    ['\u201CHello\u201D', '"Hello"', 'English quotes'],
    ['\u00ABSalut\u00BB', '"Salut"', 'guillemets'],
    ['Na ja\u2026', 'Na ja...', 'ellipsis'],
    ['le\u00A0chien', 'le chien', 'non-breaking space'],
    ['le\u202Fchien', 'le chien', 'narrow non-breaking space'],
    ['le   chien', 'le chien', 'repeated spaces'],
    ['le \t chien', 'le chien', 'tab among spaces'],
    ['Bonjour !', 'Bonjour!', 'space before a closing !'],
    ['Ça va\u202F?', 'Ça va?', 'narrow space before a closing ?'],
    ['Oui .', 'Oui.', 'space before a closing full stop'],
    ['  Berlin\n', 'Berlin', 'surrounding whitespace'],
    ['Mu\u0308ller', 'M\u00fcller', 'decomposed umlaut (NFC)'],
  ])('%j becomes %j (%s)', (typed, folded) => {
    expect(foldKeyboardVariants(typed)).toBe(folded);
  });

  it('keeps what is knowledge: line breaks, inner punctuation spacing, dashes and other letters', () => {
    expect(foldKeyboardVariants('Zeile 1\nZeile 2')).toBe('Zeile 1\nZeile 2');
    expect(foldKeyboardVariants('a : b')).toBe('a : b');
    expect(foldKeyboardVariants('1914\u20131918')).toBe('1914\u20131918');
    expect(foldKeyboardVariants('Lob')).toBe('Lob');
  });
});

describe("the answer check treats keyboard variants as the same character, in SPEC's exact mode too", () => {
  it.each([
    ['l\u2019eau', "l'eau"],
    ["l'eau", 'l\u2019eau'],
    ['\u201Eja\u201C', '"ja"'],
    ['\u00ABja\u00BB', '"ja"'],
    ['le\u00A0chien', 'le chien'],
    ['le  chien', 'le chien'],
    ['Bonjour !', 'Bonjour!'],
    ['Bonjour!', 'Bonjour !'],
  ])('%j is right for %j', (typed, answer) => {
    expect(exact(typed, answer)).toBe('correct');
    expect(isCorrectAnswer(typed, { answer, answers: [] })).toBe(true);
  });

  it('is right with every leniency option on as well', () => {
    const all = { ignoreCase: true, ignoreAccents: true, allowTypo: true };
    expect(checkAnswer('l\u2019eau', { answer: "l'eau", answers: [] }, all).verdict).toBe('correct');
  });

  it('still tells a real difference apart: case and a missing apostrophe stay wrong', () => {
    expect(exact('L\u2019eau', "l'eau")).toBe('wrong');
    expect(exact('leau', "l'eau")).toBe('wrong');
    expect(exact('lechien', 'le chien')).toBe('wrong');
  });

  it('accepts the variant against an alternative answer and in the Test mode', () => {
    expect(checkAnswer('c\u2019est', { answer: 'cela est', answers: ["c'est"] }).verdict).toBe('correct');
    const question: TestQuestion = {
      kind: 'typed',
      exercise: { id_: 'e1', question: 'Wasser?', answer: "l'eau", answers: [] },
    };
    expect(gradeTestAnswer(question, 'l\u2019eau').verdict).toBe('correct');
  });
});
