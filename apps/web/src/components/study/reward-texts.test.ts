import { describe, expect, it } from 'vitest';
import { matchPraise, reviewPraise, roundPraise } from './reward-texts';

describe('the end screens praise what was done', () => {
  it.each([
    [8, 8, 'Alle Fragen richtig. Ausgezeichnet.'],
    [6, 8, 'Gut gemacht. Sie kommen gut voran.'],
    [4, 8, 'Gut gemacht. Sie kommen gut voran.'],
    [3, 8, 'Runde geschafft. Mit jeder Runde sitzt mehr.'],
    [0, 8, 'Runde geschafft. Mit jeder Runde sitzt mehr.'],
  ])('a round with %d of %d right: %s', (right, total, text) => {
    expect(roundPraise(right, total)).toBe(text);
  });

  it.each([
    [3, 3, 'Alle Antworten richtig. Ausgezeichnet.'],
    [2, 4, 'Gut gemacht. Was noch nicht sitzt, kommt bald wieder.'],
    [0, 2, 'Gut gemacht. Was noch nicht sitzt, kommt bald wieder.'],
  ])('a review with %d of %d right: %s', (right, answers, text) => {
    expect(reviewPraise(right, answers)).toBe(text);
  });

  it('names a new best time in Zuordnen', () => {
    expect(matchPraise(true)).toBe('Neue Bestzeit für diese Auswahl.');
    expect(matchPraise(false)).toBe('Gut gespielt. Alle Paare sind zugeordnet.');
  });

  it('never shouts', () => {
    const texts = [0, 4, 8].flatMap((right) => [roundPraise(right, 8), reviewPraise(right, 8)]);
    for (const text of [...texts, matchPraise(true), matchPraise(false)]) expect(text).not.toContain('!');
  });
});
