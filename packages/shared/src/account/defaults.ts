import { DEFAULT_THEME, NO_PAYMENT_DATE } from '../constants/reference';
import { DEFAULT_SEARCH_ENGINE } from '../constants/search-engines';
import { EXACT_ANSWER_CHECK } from '../learnsets/answer-check';

/** What a new account starts with (SPEC §3 and §9): set at registration, by the CLI and in tests. */
export const NEW_ACCOUNT_DEFAULTS = {
  theme: DEFAULT_THEME,
  search: DEFAULT_SEARCH_ENGINE,
  payment: NO_PAYMENT_DATE,
  payment_lite: NO_PAYMENT_DATE,
  iframe: true,
  favorites: [] as string[],
  /** Nine in ten cards still known when they come back (FSRS desired retention). */
  retention: 0.9,
  /** SPEC §5's exact, case-sensitive answer check until the pupil loosens it. */
  answerCheck: EXACT_ANSWER_CHECK,
} as const;
