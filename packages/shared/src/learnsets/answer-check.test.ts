import { describe, expect, it } from 'vitest';
import {
  almostRightText,
  type AnswerCheckOptions,
  checkAnswer,
  EXACT_ANSWER_CHECK,
  isOneTypo,
  matchingLeniency,
} from './answer-check';
import { isCorrectAnswer } from './learn';
import { gradeTestAnswer, isTestAnswerCorrect, type TestQuestion } from './practice-test';

const only = (option: keyof AnswerCheckOptions): AnswerCheckOptions => ({ ...EXACT_ANSWER_CHECK, [option]: true });
const ALL: AnswerCheckOptions = { ignoreCase: true, ignoreAccents: true, allowTypo: true };
const verdict = (input: string, answer: string, options?: AnswerCheckOptions, answers: string[] = []) =>
  checkAnswer(input, { answer, answers }, options).verdict;

describe('checkAnswer with the default (SPEC §5)', () => {
  it.each([
    ['Berlin', 'correct'],
    ['  Berlin\n', 'correct'],
    ['berlin', 'wrong'],
    ['Brelin', 'wrong'],
    ['Berlín', 'wrong'],
    ['', 'wrong'],
  ])('%j for "Berlin" is %s', (input, expected) => {
    expect(verdict(input, 'Berlin')).toBe(expected);
    expect(verdict(input, 'Berlin', EXACT_ANSWER_CHECK)).toBe(expected);
  });

  it('keeps isCorrectAnswer exact when no options are given', () => {
    expect(isCorrectAnswer('berlin', { answer: 'Berlin', answers: [] })).toBe(false);
    expect(isCorrectAnswer('Mu\u0308ller', { answer: 'M\u00fcller', answers: [] })).toBe(true);
  });
});

describe('each option alone', () => {
  it('ignoring case accepts any case, but not a missing accent or a typo', () => {
    expect(verdict('berlin', 'Berlin', only('ignoreCase'))).toBe('correct');
    expect(verdict('BERLIN', 'Berlin', only('ignoreCase'))).toBe('correct');
    expect(verdict('zurich', 'Zürich', only('ignoreCase'))).toBe('wrong');
    expect(verdict('Brelin', 'Berlin', only('ignoreCase'))).toBe('wrong');
  });

  it('ignoring accents accepts missing or other accents, and ss for ß, but keeps case', () => {
    expect(verdict('Cafe', 'Café', only('ignoreAccents'))).toBe('correct');
    expect(verdict('Càfè', 'Cafe', only('ignoreAccents'))).toBe('correct');
    expect(verdict('Zu\u0308rich', 'Zurich', only('ignoreAccents'))).toBe('correct');
    expect(verdict('Strasse', 'Straße', only('ignoreAccents'))).toBe('correct');
    expect(verdict('Straße', 'Strasse', only('ignoreAccents'))).toBe('correct');
    expect(verdict('cafe', 'Café', only('ignoreAccents'))).toBe('wrong');
    // Without the option ß and ss stay different letters.
    expect(verdict('Strasse', 'Straße')).toBe('wrong');
  });

  it('allowing a typo marks one insertion, deletion, replacement or swap as almost right', () => {
    for (const typo of ['Berlinn', 'Berln', 'Berlim', 'Brelin', 'Berlni', 'eBrlin', 'berlin']) {
      expect(checkAnswer(typo, { answer: 'Berlin', answers: [] }, only('allowTypo')), typo).toEqual({
        verdict: 'almost',
        closest: 'Berlin',
      });
    }
    expect(verdict('Berlin', 'Berlin', only('allowTypo'))).toBe('correct');
  });

  it('allows no second typo, and swaps only neighbours', () => {
    for (const wrong of ['Brelni', 'Bxrlim', 'Bilren', 'Berlinnn', 'Ber', '', ' ']) {
      expect(verdict(wrong, 'Berlin', only('allowTypo')), wrong).toBe('wrong');
    }
  });
});

describe('the six-character boundary', () => {
  it('allows a typo from six characters on, not in five', () => {
    expect(verdict('Zürihc', 'Zürich', only('allowTypo'))).toBe('almost');
    expect(verdict('Pairs', 'Paris', only('allowTypo'))).toBe('wrong');
    expect(verdict('Bren', 'Bern', only('allowTypo'))).toBe('wrong');
  });

  it('counts the characters after the chosen normalisations', () => {
    // 'Grüße' has five characters; without accents it is 'Grusse', six.
    expect(verdict('Grüse', 'Grüße', only('allowTypo'))).toBe('wrong');
    expect(verdict('Grüse', 'Grüße', { ...only('allowTypo'), ignoreAccents: true })).toBe('almost');
  });
});

describe('what a typo never covers', () => {
  it('changes no digit, so a wrong year or number stays wrong', () => {
    expect(verdict('Am 1. August 1292', 'Am 1. August 1291', ALL)).toBe('wrong');
    expect(verdict('Am 1. August 1219', 'Am 1. August 1291', ALL)).toBe('wrong');
    expect(verdict('Am 1. August 12911', 'Am 1. August 1291', ALL)).toBe('wrong');
    expect(verdict('Am 1. Augst 1291', 'Am 1. August 1291', ALL)).toBe('almost');
  });

  it('compares formula source text with `$` literally, whatever the options', () => {
    const formula = '$\\frac{a}{b} + x^2$';
    expect(verdict(formula, formula, ALL)).toBe('correct');
    expect(verdict(' $\\frac{a}{b} + x^2$\n', formula, ALL)).toBe('correct');
    expect(verdict('$\\frac{a}{b} + X^2$', formula, ALL)).toBe('wrong');
    expect(verdict('$\\frac{a}{b} + x^3$', formula, ALL)).toBe('wrong');
    expect(verdict('$\\frac{b}{a} + x^2$', formula, ALL)).toBe('wrong');
    expect(verdict('\\frac{a}{b} + x^2', formula, ALL)).toBe('wrong');
    // A dollar that opens no formula (a price) is text, checked kindly.
    expect(verdict('preis: 5 $', 'Preis: 5 $', ALL)).toBe('correct');
    // An alternative without a formula is still checked kindly.
    expect(verdict('a durch b plus x hoch zwi', formula, ALL, ['a durch b plus x hoch zwei'])).toBe('almost');
  });
});

describe('options combined', () => {
  it('folds case and accents before it looks for a typo', () => {
    expect(verdict('BERLÍN', 'Berlin', ALL)).toBe('correct');
    expect(checkAnswer('brélin', { answer: 'Berlin', answers: [] }, ALL)).toEqual({
      verdict: 'almost',
      closest: 'Berlin',
    });
    expect(verdict('STRASE', 'Straße', ALL)).toBe('almost');
    expect(verdict('STRAẞE', 'Strasse', ALL)).toBe('correct');
    expect(verdict('STRASSE', 'Straße', { ...ALL, allowTypo: false })).toBe('correct');
  });

  it('prefers a correct alternative to an almost-right model answer, and names the answer one typo away', () => {
    const exercise = { answer: 'Marseille', answers: ['Marseilles', 'Lyon'] };
    expect(checkAnswer('marseilles', exercise, ALL)).toEqual({ verdict: 'correct' });
    expect(checkAnswer('Marsielle', exercise, ALL)).toEqual({ verdict: 'almost', closest: 'Marseille' });
    expect(checkAnswer('Marseilels', exercise, ALL)).toEqual({ verdict: 'almost', closest: 'Marseilles' });
    expect(isCorrectAnswer('Marsielle', exercise, ALL)).toBe(true);
    expect(isCorrectAnswer('Marsielle', exercise)).toBe(false);
  });

  it("writes the screen's line with the set's spelling", () => {
    expect(almostRightText('Berlin')).toBe('Fast richtig: Berlin');
  });
});

describe('matchingLeniency: the one option the answer window offers', () => {
  const offer = (input: string, answer: string, options: AnswerCheckOptions = EXACT_ANSWER_CHECK) =>
    matchingLeniency(input, { answer, answers: [] }, options);

  it('names the option that alone would have accepted a wrong answer', () => {
    expect(offer('le chien', 'Le chien')).toBe('ignoreCase');
    expect(offer('Cafe', 'Café')).toBe('ignoreAccents');
    expect(offer('Bern', 'Bern', only('ignoreCase'))).toBeNull();
    expect(offer('Brelin', 'Berlin')).toBe('allowTypo');
    // Case before a typo: 'berlin' is one replaced letter too, but only the case is different.
    expect(offer('berlin', 'Berlin')).toBe('ignoreCase');
  });

  it('offers nothing for a right answer, a far-off one, a switched-on option or a formula', () => {
    expect(offer('Berlin', 'Berlin')).toBeNull();
    expect(offer('Paris', 'Berlin')).toBeNull();
    // Case and accents at once: no single option would have accepted it.
    expect(offer('cafe', 'Café')).toBeNull();
    expect(offer('cafe', 'Café', only('ignoreAccents'))).toBe('ignoreCase');
    expect(offer('berlin', 'Berlin', ALL)).toBeNull();
    expect(offer('$X^2$', '$x^2$')).toBeNull();
  });
});

describe('isOneTypo', () => {
  const typo = (a: string, b: string) => isOneTypo(Array.from(a), Array.from(b));
  it('works on characters, not UTF-16 halves', () => {
    expect(typo('abc😀def', 'abc😃def')).toBe(true);
    expect(typo('abc😀def', 'abcdef')).toBe(true);
    expect(typo('ab😀cdef', 'a😀bcdef')).toBe(true);
  });
  it('is false for equal texts and for two edits', () => {
    expect(typo('abcdef', 'abcdef')).toBe(false);
    expect(typo('abcdef', 'badcef')).toBe(false);
    expect(typo('abcdef', 'abcdefgh')).toBe(false);
    expect(typo('aab', 'ab')).toBe(true);
  });
});

describe('test answers', () => {
  const typed: TestQuestion = {
    kind: 'typed',
    exercise: { id_: 'e1', question: 'Hauptstadt?', answer: 'Berlin', answers: [] },
  };
  const choice: TestQuestion = { ...typed, kind: 'choice', options: ['Berlin', 'berlin', 'Bern', 'Wien'] };

  it('loosens typed answers with the options', () => {
    expect(gradeTestAnswer(typed, 'Brelin', ALL)).toEqual({ verdict: 'almost', closest: 'Berlin' });
    expect(isTestAnswerCorrect(typed, 'berlin', ALL)).toBe(true);
    expect(isTestAnswerCorrect(typed, 'berlin')).toBe(false);
  });

  it('keeps a chosen option exact', () => {
    expect(isTestAnswerCorrect(choice, 'berlin', ALL)).toBe(false);
    expect(isTestAnswerCorrect(choice, 'Berlin', ALL)).toBe(true);
  });
});
