import type { Row } from '../../db/schema';

// The scheduler itself is shared with the browser, which reviews sets kept offline with it.
export { DEFAULT_RETENTION, examCap, examWindow, reviewCard } from '@app/shared/learnsets/memory-model';

/** A card's memory state: its row without the answer counts. */
export type CardStateRow = Omit<Row<'card_states'>, 'correct' | 'wrong'>;

/** Answers sent later (an offline queue) may be this old at most. */
export const MAX_ANSWER_AGE_MS = 30 * 24 * 3600 * 1000;

/**
 * When an answer counts: what the browser says, clamped to the last 30 days and never in the
 * future (a wrong clock or a forged time cannot move cards around).
 */
export function answerTime(claimed: string | undefined, now: Date): Date {
  const at = claimed ? new Date(claimed) : now;
  if (Number.isNaN(at.getTime()) || at > now) return now;
  const earliest = new Date(now.getTime() - MAX_ANSWER_AGE_MS);
  return at < earliest ? earliest : at;
}
