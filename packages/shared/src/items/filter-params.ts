import { EMPTY_FILTER, type ItemFilter } from './filter';

/**
 * The address's name of each list filter (`/dokumente?fach=BI&stufe=5`): German like the
 * screen's paths, so a link into a filtered list reads as what it shows.
 */
export const FILTER_PARAMS: Readonly<Record<keyof ItemFilter, string>> = {
  text: 'suche',
  class_: 'klasse',
  grade: 'stufe',
  subject: 'fach',
  language: 'sprache',
  creator: 'von',
  createdAfter: 'erstellt-ab',
  createdBefore: 'erstellt-bis',
  editedAfter: 'bearbeitet-ab',
  editedBefore: 'bearbeitet-bis',
};

const KEYS = Object.keys(FILTER_PARAMS) as Array<keyof ItemFilter>;

/** The filter a list's address carries; a missing parameter is an empty (match-all) filter. */
export function filterFromParams(params: URLSearchParams): ItemFilter {
  const filter = { ...EMPTY_FILTER };
  for (const key of KEYS) filter[key] = params.get(FILTER_PARAMS[key]) ?? '';
  return filter;
}

/**
 * `params` with the filter written in: empty filters leave the address (a plain list keeps its
 * plain address); parameters that are not filters stay as they are.
 */
export function filterToParams(filter: Partial<ItemFilter>, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) {
    const value = filter[key];
    if (value) next.set(FILTER_PARAMS[key], value);
    else next.delete(FILTER_PARAMS[key]);
  }
  return next;
}
