import { describe, expect, it } from 'vitest';
import { hasFormula, plainCardText, splitCardText } from './formula';
import { isCorrectAnswer } from './learn';

const text = (t: string) => ({ kind: 'text', text: t });
const inline = (tex: string) => ({ kind: 'formula', tex, display: false });
const display = (tex: string) => ({ kind: 'formula', tex, display: true });

describe('splitCardText', () => {
  it('leaves text without a dollar as one text part', () => {
    expect(splitCardText('Was ist die Hauptstadt der Schweiz?')).toEqual([text('Was ist die Hauptstadt der Schweiz?')]);
    expect(splitCardText('')).toEqual([]);
  });

  it('finds inline and display formulas between text', () => {
    expect(splitCardText('Löse $x^2 = 4$ nach $x$ auf.')).toEqual([
      text('Löse '),
      inline('x^2 = 4'),
      text(' nach '),
      inline('x'),
      text(' auf.'),
    ]);
    expect(splitCardText('Die Formel $$ \\frac{a}{b} $$ gilt.')).toEqual([
      text('Die Formel '),
      display('\\frac{a}{b}'),
      text(' gilt.'),
    ]);
    expect(splitCardText('$$a\n+ b$$')).toEqual([display('a\n+ b')]);
  });

  it('keeps prices and lone dollars as text', () => {
    for (const price of ['Kostet 5$', 'Kostet 5 $ pro Stück', 'Von $5 bis $10', '$ 3 und 4 $', 'Nur $', '$$ allein']) {
      expect(splitCardText(price)).toEqual([text(price)]);
    }
    // A closing dollar before a digit does not close: "$5 und 6$7" stays text.
    expect(splitCardText('$5 und 6$7')).toEqual([text('$5 und 6$7')]);
    // An inline formula ends at the line.
    expect(splitCardText('$a\nb$')).toEqual([text('$a\nb$')]);
  });

  it('reads \\$ as a dollar sign in text and as part of the formula inside one', () => {
    expect(splitCardText('Preis: \\$5 oder \\$10')).toEqual([text('Preis: $5 oder $10')]);
    expect(splitCardText('$a \\$ b$ ist gleich')).toEqual([inline('a \\$ b'), text(' ist gleich')]);
  });

  it('handles a long run of unmatched dollars in one pass', () => {
    const many = '$a '.repeat(20_000);
    const parts = splitCardText(many);
    expect(parts).toEqual([text(many)]);
  });

  it('tells whether a text has a formula', () => {
    expect(hasFormula('$x$')).toBe(true);
    expect(hasFormula('5$')).toBe(false);
    expect(hasFormula('ohne')).toBe(false);
  });
});

describe('plainCardText', () => {
  it('turns formulas into readable words for alt texts and reading aloud', () => {
    expect(plainCardText('Löse $\\frac{a}{b} = c$ nach $a$ auf.')).toBe('Löse a / b = c nach a auf.');
    expect(plainCardText('Wie viel ist $3 \\cdot 2$?')).toBe('Wie viel ist 3 × 2?');
    expect(plainCardText('$\\sqrt{x} \\le \\alpha$')).toBe('√ x ≤ alpha');
    expect(plainCardText('Kostet \\$5')).toBe('Kostet $5');
    expect(plainCardText('Hallo')).toBe('Hallo');
  });
});

describe('answers with formulas', () => {
  it('compares the typed answer with the source text, dollars included', () => {
    const exercise = { answer: '$x^2$', answers: ['$$x \\cdot x$$'] };
    expect(isCorrectAnswer('$x^2$', exercise)).toBe(true);
    expect(isCorrectAnswer('$$x \\cdot x$$', exercise)).toBe(true);
    expect(isCorrectAnswer('x^2', exercise)).toBe(false);
    expect(isCorrectAnswer('$x^3$', exercise)).toBe(false);
  });
});
