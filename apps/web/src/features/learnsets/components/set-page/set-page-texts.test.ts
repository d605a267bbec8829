import type { SetProgress } from '@app/shared/learnsets/review';
import { describe, expect, it } from 'vitest';
import { masteryShare, tileProgress, weightInWords } from './set-page-texts';

const untouched = { answered: 0, right: 0 };
const progress: SetProgress = {
  set_id: 'a',
  new: 2,
  learning: 3,
  known: 5,
  dueByDay: [],
  mastered: 4,
  modes: { cards: { answered: 6, right: 5 }, test: { answered: 3, right: 1 }, match: untouched },
};

describe("a study mode's progress on its tile", () => {
  it('counts mastered exercises for Lernen and the latest right answers per mode, of the whole set', () => {
    expect(tileProgress('learn', progress, 10, 0)).toEqual({ share: 0.4, text: '4 von 10 gemeistert' });
    expect(tileProgress('cards', progress, 10, 0)).toEqual({ share: 0.5, text: '5 von 10 gewusst' });
    expect(tileProgress('test', progress, 10, 0)).toEqual({ share: 0.1, text: '1 von 10 richtig' });
    expect(tileProgress('match', progress, 10, 0)).toEqual({ share: 0, text: 'Noch nicht begonnen' });
  });

  it('tells the due cards of every set for Wiederholen, without a bar', () => {
    expect(tileProgress('review', progress, 10, 0)).toEqual({ text: 'Keine Karte fällig' });
    expect(tileProgress('review', undefined, 10, 1)).toEqual({ text: '1 Karte fällig' });
    expect(tileProgress('review', undefined, 10, 12)).toEqual({ text: '12 Karten fällig' });
  });

  it('shows nothing the server has not told: visitors, the due count loading, an old offline copy', () => {
    expect(tileProgress('review', progress, 10, undefined)).toBeUndefined();
    expect(tileProgress('learn', undefined, 10, 0)).toBeUndefined();
    const old: SetProgress = { set_id: 'a', new: 10, learning: 0, known: 0, dueByDay: [] };
    expect(tileProgress('learn', old, 10, 0)).toBeUndefined();
    expect(tileProgress('cards', old, 10, 0)).toBeUndefined();
  });

  it('never divides by an empty set', () => {
    expect(tileProgress('learn', { ...progress, mastered: 0 }, 0, 0)).toEqual({ share: 0, text: '0 von 0 gemeistert' });
    expect(masteryShare(0, 0)).toBe(0);
  });
});

describe('the mastery ring', () => {
  it('rounds down as learn mode does, so a full ring means every exercise', () => {
    expect(masteryShare(2, 3)).toBe(0.66);
    expect(masteryShare(299, 300)).toBe(0.99);
    expect(masteryShare(3, 3)).toBe(1);
  });
});

describe("an exercise's weight in words", () => {
  it('says nothing for the default and plain words otherwise', () => {
    expect(weightInWords(1)).toBeNull();
    expect(weightInWords(2)).toBe('Zählt doppelt');
    expect(weightInWords(3)).toBe('Zählt dreifach');
    expect(weightInWords(0.5)).toBe('Zählt halb');
    expect(weightInWords(1.5)).toBe('Zählt 1,5-fach');
    expect(weightInWords(10)).toBe('Zählt 10-fach');
  });
});
