import { type AnswerCheckOptions, EXACT_ANSWER_CHECK } from '@app/shared/learnsets/answer-check';
import { useAccount } from '../boot-data';

/** How the pupil's typed answers are checked: their settings when signed in, else SPEC's exact match. */
export function useAnswerCheck(): Readonly<AnswerCheckOptions> {
  return useAccount()?.info?.answerCheck ?? EXACT_ANSWER_CHECK;
}
