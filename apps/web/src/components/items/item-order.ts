/**
 * What a library list shows beside SPEC §5's filters (issue #33, item 5): an order and two quick
 * filters, kept in the address like the filters (`/lernsets?sortierung=beliebt&meine-klasse=1`).
 */

export const ITEM_SORTS = ['neueste', 'beliebt', 'titel'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

export interface ItemView {
  sort: ItemSort;
  /** Only items of one of the account's classes. */
  myClass: boolean;
  /** Only items the account uploaded. */
  mine: boolean;
}

export const DEFAULT_VIEW: ItemView = { sort: 'neueste', myClass: false, mine: false };

export const VIEW_PARAMS = { sort: 'sortierung', myClass: 'meine-klasse', mine: 'meine-uploads' } as const;

const isSort = (value: string | null): value is ItemSort => ITEM_SORTS.includes(value as ItemSort);

/** The view an address carries; anything unknown is the default (newest first, no quick filter). */
export function viewFromParams(params: URLSearchParams): ItemView {
  const sort = params.get(VIEW_PARAMS.sort);
  return {
    sort: isSort(sort) ? sort : 'neueste',
    myClass: params.get(VIEW_PARAMS.myClass) === '1',
    mine: params.get(VIEW_PARAMS.mine) === '1',
  };
}

/** `params` with the view written in; the default leaves the address plain. Other parameters stay. */
export function viewToParams(view: ItemView, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view.sort === 'neueste') next.delete(VIEW_PARAMS.sort);
  else next.set(VIEW_PARAMS.sort, view.sort);
  for (const key of ['myClass', 'mine'] as const) {
    if (view[key]) next.set(VIEW_PARAMS[key], '1');
    else next.delete(VIEW_PARAMS[key]);
  }
  return next;
}

/** A class field's names: '5a, 5b' and '5a/5b' name two classes; case does not count. */
const classNames = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s,;/]+/)
    .filter(Boolean);

/** True when the item's class field names one of `classes` (the account's, e.g. ['4c', 'M4a']). */
export function inClasses(itemClass: string, classes: readonly string[]): boolean {
  const mine = new Set(classes.flatMap(classNames));
  return classNames(itemClass).some((name) => mine.has(name));
}

export interface OrderableItem {
  id_: string;
  title: string;
  class_: string;
  owner: string;
  /** 'YYYY-MM-DD_HH-MM-SS' */
  created: string;
}

export interface ViewContext {
  /** The account's id, or null when signed out (then "Meine Uploads" shows nothing). */
  me: string | null;
  /** The account's classes (empty when signed out). */
  classes: readonly string[];
  /** Downloads of a document or learners of a set; 0 when unknown. */
  popularity: (id: string) => number;
}

const byNewest = (a: OrderableItem, b: OrderableItem) => (a.created < b.created ? 1 : a.created > b.created ? -1 : 0);
const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** The items the quick filters keep, in the chosen order (a new array; ties stay newest first). */
export function applyView<T extends OrderableItem>(items: readonly T[], view: ItemView, context: ViewContext): T[] {
  const kept = items.filter(
    (item) =>
      (!view.mine || (context.me !== null && item.owner === context.me)) &&
      (!view.myClass || inClasses(item.class_, context.classes)),
  );
  if (view.sort === 'titel') return kept.sort((a, b) => collator.compare(a.title, b.title) || byNewest(a, b));
  if (view.sort === 'beliebt')
    return kept.sort((a, b) => context.popularity(b.id_) - context.popularity(a.id_) || byNewest(a, b));
  return kept.sort(byNewest);
}
