import { LEARN_ROUND_SIZE } from '@app/shared/learnsets/learn';

/** The round being learnt: LEARN_ROUND_SIZE answers, then the summary (decision 0033). */
export interface LearnRound {
  /** 1 for the session's first round. */
  number: number;
  /** Answers counted in this round; the question on screen is number `answered + 1`. */
  answered: number;
  right: number;
  wrong: number;
}

export const FIRST_ROUND: LearnRound = Object.freeze({ number: 1, answered: 0, right: 0, wrong: 0 });

/** The round with one more answer counted. */
export const countInRound = (round: LearnRound, correct: boolean): LearnRound => ({
  ...round,
  answered: round.answered + 1,
  right: round.right + (correct ? 1 : 0),
  wrong: round.wrong + (correct ? 0 : 1),
});

/** Whether the round has had all its answers: time for the summary. */
export const roundIsOver = (round: LearnRound): boolean => round.answered >= LEARN_ROUND_SIZE;

/** The round after `round`, with nothing answered yet. */
export const roundAfter = (round: LearnRound): LearnRound => ({ ...FIRST_ROUND, number: round.number + 1 });
