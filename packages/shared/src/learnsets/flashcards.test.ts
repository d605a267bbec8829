import { describe, expect, it } from 'vitest';
import { seeded } from '../test/seeded-random';
import {
  createDeck,
  currentCard,
  flipCard,
  isPassOver,
  judgeCard,
  knownCount,
  moveCard,
  notKnownCards,
  repeatAll,
  repeatNotKnown,
  shuffle,
  shuffleDeck,
} from './flashcards';

describe('shuffle', () => {
  it('keeps every item exactly once and leaves the input alone', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    const result = shuffle(items, seeded(1));
    expect([...result].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('puts each item in each place about equally often (chi-square, 3×3 cells)', () => {
    const random = seeded(7);
    const counts = [0, 1, 2].map(() => [0, 0, 0]);
    const draws = 30_000;
    for (let i = 0; i < draws; i++) {
      shuffle([0, 1, 2], random).forEach((item, place) => counts[item]![place]!++);
    }
    const expected = draws / 3;
    const chi = counts.flat().reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    // 4 degrees of freedom: p = 0.001 at 18.47.
    expect(chi).toBeLessThan(18.47);
  });

  it('uses the injected random: the same seed gives the same order', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(shuffle(items, seeded(3))).toEqual(shuffle(items, seeded(3)));
    expect(shuffle(items, seeded(3))).not.toEqual(items);
  });
});

describe('a deck of Karteikarten', () => {
  const deck = createDeck(['hund', 'katze', 'maus']);

  it('starts at the first card, question side up', () => {
    expect(currentCard(deck)).toBe('hund');
    expect(deck.flipped).toBe(false);
    expect(flipCard(deck).flipped).toBe(true);
    expect(flipCard(flipCard(deck)).flipped).toBe(false);
  });

  it('moves forward and back with the question side up, without wrapping', () => {
    const flipped = flipCard(deck);
    const next = moveCard(flipped, 1);
    expect(currentCard(next)).toBe('katze');
    expect(next.flipped).toBe(false);
    expect(moveCard(deck, -1)).toBe(deck);
    const end = moveCard(moveCard(moveCard(deck, 1), 1), 1);
    expect(isPassOver(end)).toBe(true);
    expect(moveCard(end, 1)).toBe(end);
    expect(currentCard(moveCard(end, -1))).toBe('maus');
  });

  it('counts the first judgement of a card per pass and moves on', () => {
    const first = judgeCard(deck, true);
    expect(first).toMatchObject({ first: true, id: 'hund' });
    expect(currentCard(first.deck)).toBe('katze');
    const again = judgeCard(moveCard(first.deck, -1), false);
    expect(again).toMatchObject({ first: false, id: 'hund' });
    expect(again.deck.results).toEqual({ hund: false });
  });

  it('sums up a pass and repeats only the cards not known, which count again', () => {
    let d = judgeCard(deck, true).deck;
    d = judgeCard(d, false).deck;
    d = moveCard(d, 1); // 'maus' skipped: not known either
    expect(isPassOver(d)).toBe(true);
    expect(knownCount(d)).toBe(1);
    expect(notKnownCards(d)).toEqual(['katze', 'maus']);
    const repeat = repeatNotKnown(d);
    expect(repeat.order).toEqual(['katze', 'maus']);
    expect(repeat.pass).toBe(2);
    expect(currentCard(repeat)).toBe('katze');
    expect(judgeCard(repeat, true).first).toBe(true);
    const all = repeatAll(repeat);
    expect(all.order).toEqual(['hund', 'katze', 'maus']);
    expect(all.results).toEqual({});
  });

  it('shuffles the pass from its first card and keeps its results', () => {
    const judged = judgeCard(deck, true).deck;
    const shuffled = shuffleDeck(judged, seeded(5));
    expect(shuffled.position).toBe(0);
    expect([...shuffled.order].sort()).toEqual(['hund', 'katze', 'maus']);
    expect(shuffled.results).toEqual({ hund: true });
  });

  it('handles 100,000 cards, a judgement costing the same whatever the deck size', () => {
    const ids = Array.from({ length: 100_000 }, (_, i) => `e${i}`);
    let d = shuffleDeck(createDeck(ids), seeded(9));
    const order = d.order;
    for (let i = 0; i < 1000; i++) d = judgeCard(d, i % 2 === 0).deck;
    // Judging never copies the pass's 100,000 cards (no clock: a busy machine cannot fail it).
    expect(d.order).toBe(order);
    expect(knownCount(d)).toBe(500);
    expect(repeatNotKnown(d).order).toHaveLength(99_500);
  });
});
