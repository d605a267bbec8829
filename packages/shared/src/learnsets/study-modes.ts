// Without zod: the start page reads these, the schemas in study-home.ts build on them.

/**
 * The study modes a selection of sets opens in, by the key of its address
 * (`/lernsets/lernen|karten|test|zuordnen/{ids}`), with the name a pupil reads.
 */
export const STUDY_MODES = {
  learn: 'Lernen',
  cards: 'Karteikarten',
  test: 'Test',
  match: 'Zuordnen',
} as const;
export type StudyMode = keyof typeof STUDY_MODES;

/** How many selections 'Weiterlernen' keeps per pupil: the oldest goes first. */
export const MAX_RECENT_STUDIES = 5;
/** How many of their own sets the study home lists (the newest edited first). */
export const MAX_HOME_OWN_SETS = 6;
