import { describe, expect, it } from 'vitest';
import { applyView, DEFAULT_VIEW, inClasses, type OrderableItem, viewFromParams, viewToParams } from './item-order';

const item = (id_: string, title: string, created: string, owner = 'u1', class_ = '5a'): OrderableItem => ({
  id_,
  title,
  created,
  owner,
  class_,
});

const items = [
  item('a', 'Zellen', '2026-01-03_10-00-00', 'u1', '5a'),
  item('b', 'äpfel zählen', '2026-02-01_10-00-00', 'u2', '4c, 5b'),
  item('c', 'Brüche 10', '2026-01-20_10-00-00', 'u2', 'M4a'),
  item('d', 'Brüche 9', '2026-01-10_10-00-00', 'u1', '6'),
];
const counts: Record<string, number> = { a: 3, b: 0, c: 12, d: 3 };
const context = { me: 'u1', classes: ['4c', 'm4a'], popularity: (id: string) => counts[id] ?? 0 };
const ids = (list: OrderableItem[]) => list.map((i) => i.id_);

describe('library order and quick filters', () => {
  it('sorts newest first, by popularity (ties newest first) and by title as a German reader expects', () => {
    expect(ids(applyView(items, DEFAULT_VIEW, context))).toEqual(['b', 'c', 'd', 'a']);
    expect(ids(applyView(items, { ...DEFAULT_VIEW, sort: 'beliebt' }, context))).toEqual(['c', 'd', 'a', 'b']);
    // 'ä' sorts with 'a', and 9 before 10.
    expect(ids(applyView(items, { ...DEFAULT_VIEW, sort: 'titel' }, context))).toEqual(['b', 'd', 'c', 'a']);
  });

  it('keeps only my uploads, and nothing for a visitor', () => {
    expect(ids(applyView(items, { ...DEFAULT_VIEW, mine: true }, context))).toEqual(['d', 'a']);
    expect(applyView(items, { ...DEFAULT_VIEW, mine: true }, { ...context, me: null })).toEqual([]);
  });

  it('keeps items of my classes, whole class names only, in any case', () => {
    expect(ids(applyView(items, { ...DEFAULT_VIEW, myClass: true }, context))).toEqual(['b', 'c']);
    expect(inClasses('5a/5b', ['5B'])).toBe(true);
    expect(inClasses('15a', ['5a'])).toBe(false);
    expect(inClasses('5a', [])).toBe(false);
  });

  it('does not change the list it was given', () => {
    const before = ids(items);
    applyView(items, { ...DEFAULT_VIEW, sort: 'titel' }, context);
    expect(ids(items)).toEqual(before);
  });

  it('round-trips through the address, leaving the default and other parameters alone', () => {
    const view = { sort: 'beliebt', myClass: true, mine: false } as const;
    const params = viewToParams(view, new URLSearchParams('fach=MA'));
    expect(params.toString()).toBe('fach=MA&sortierung=beliebt&meine-klasse=1');
    expect(viewFromParams(params)).toEqual(view);
    expect(viewToParams(DEFAULT_VIEW, params).toString()).toBe('fach=MA');
    expect(viewFromParams(new URLSearchParams('sortierung=quatsch'))).toEqual(DEFAULT_VIEW);
  });
});
