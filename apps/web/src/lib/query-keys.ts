// The query cache's keys of what several features read: the learning sets (their library, a set,
// progress, exam dates, learn mode's data) and the documents. A family's keys share their first
// element, so invalidating `all` reloads the whole family (a saved set: lists, progress, dates).
// Keys only one feature uses live in that feature's api/query-keys.ts.

const LEARNSETS = ['learnsets'] as const;
const EXAMS = [...LEARNSETS, 'exam'] as const;
const DOCUMENTS = ['documents'] as const;
const LIBRARY = ['library'] as const;

export const learnsetKeys = {
  all: LEARNSETS,
  /** The library (`GET /learnsets/list`), also the calendar's choice of sets to link. */
  list: [...LEARNSETS, 'list'] as const,
  set: (id: string) => [...LEARNSETS, 'data', id] as const,
  progress: (ids: readonly string[]) => [...LEARNSETS, 'progress', ...ids] as const,
  /** Every selection's exam dates, which an exam in the calendar changes. */
  exams: EXAMS,
  exam: (ids: readonly string[]) => [...EXAMS, ...ids] as const,
  /** Learn mode's sets with their statistics, and its first screen. */
  learn: (ids: readonly string[]) => [...LEARNSETS, 'learn', ...ids] as const,
  start: (ids: readonly string[]) => [...LEARNSETS, 'start', ...ids] as const,
};

export const documentKeys = {
  all: DOCUMENTS,
  /** The library (`GET /documents/list`), also the calendar's choice of documents to link. */
  list: [...DOCUMENTS, 'list'] as const,
  document: (id: string) => [...DOCUMENTS, 'data', id] as const,
  storage: [...DOCUMENTS, 'storage'] as const,
};

export const libraryKeys = {
  all: LIBRARY,
  /** `GET /library/search` for one query and kind. */
  search: (q: string, kind: string) => [...LIBRARY, 'search', kind, q] as const,
  /** `GET /library/stats`: downloads, learners and thumbnails of every item. */
  stats: [...LIBRARY, 'stats'] as const,
};
