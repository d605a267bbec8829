import type { LearnAnswer } from '@app/shared/learnsets/api';
import { api } from '../../../lib/api';

/** `POST /learnsets/answer/{exercise id}`: adds one answer to the signed-in user's statistics. */
export const postAnswer = (exerciseId: string, body: LearnAnswer) =>
  api(`/learnsets/answer/${encodeURIComponent(exerciseId)}`, { json: body });
