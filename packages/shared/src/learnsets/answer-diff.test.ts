import { describe, expect, it } from 'vitest';
import { correctAnswer, diffCharacters, type DiffPart } from './answer-diff';

/** The correction in a compact form: [-struck-] and {+added+}. */
const marked = (parts: readonly DiffPart[] | null) =>
  parts?.map(({ kind, text }) => (kind === 'same' ? text : kind === 'extra' ? `[-${text}-]` : `{+${text}+}`)).join('');

describe('diffCharacters', () => {
  it.each([
    ['Hund', 'Hund', 'Hund'],
    ['Hunt', 'Hund', 'Hun[-t-]{+d+}'],
    ['Hnd', 'Hund', 'H{+u+}nd'],
    ['Hunnd', 'Hund', 'Hun[-n-]d'],
    ['dgo', 'dog', 'd[-g-]o{+g+}'],
    ['Strasse', 'Straße', 'Stra[-ss-]{+ß+}e'],
    ['', 'cat', '{+cat+}'],
    ['cat', '', '[-cat-]'],
  ])('%j towards %j → %s', (given, target, expected) => {
    expect(marked(diffCharacters(given, target))).toBe(expected);
  });

  it('keeps what was typed and what is right: the kept and struck parts spell the answer given, the kept and added parts the target', () => {
    const parts = diffCharacters('Die Kazte sitz', 'Die Katze sitzt') ?? [];
    const join = (kinds: DiffPart['kind'][]) =>
      parts
        .filter((part) => kinds.includes(part.kind))
        .map((part) => part.text)
        .join('');
    expect(join(['same', 'extra'])).toBe('Die Kazte sitz');
    expect(join(['same', 'missing'])).toBe('Die Katze sitzt');
  });

  it('never halves an emoji', () => {
    expect(marked(diffCharacters('🐶', '🐱'))).toBe('[-🐶-]{+🐱+}');
  });

  it('gives up on answers too long to compare', () => {
    expect(diffCharacters('a'.repeat(300), 'b'.repeat(300))).toBeNull();
  });
});

describe('correctAnswer', () => {
  const exercise = { answer: 'Katze', answers: ['Mieze'] };

  it('corrects towards the accepted answer with most in common', () => {
    expect(correctAnswer('Katse', exercise)).toMatchObject({ target: 'Katze' });
    expect(marked(correctAnswer('Katse', exercise)?.parts ?? null)).toBe('Kat[-s-]{+z+}e');
    expect(correctAnswer('Miese', exercise)?.target).toBe('Mieze');
  });

  it('compares as the answer check does: surrounding spaces and keyboard variants do not count', () => {
    expect(marked(correctAnswer('  l’homme ', { answer: "l'hommes", answers: [] })?.parts ?? null)).toBe(
      "l'homme{+s+}",
    );
  });

  it('offers nothing for another answer, an empty one or a formula', () => {
    expect(correctAnswer('keine Ahnung', { answer: 'dog', answers: [] })).toBeNull();
    expect(correctAnswer('   ', exercise)).toBeNull();
    expect(correctAnswer('x^2', { answer: '$x^2$', answers: [] })).toBeNull();
  });
});
