import type { LearnAnswer } from '@app/shared/learnsets/api';
import { api } from '../../../lib/api';

/**
 * `POST /learnsets/answer/{exercise id}`: adds one answer to the signed-in user's statistics and
 * memory state. The browser's id makes a retry harmless: the server stores each id once.
 */
export const postAnswer = (exerciseId: string, body: Omit<LearnAnswer, 'id'>) =>
  api(`/learnsets/answer/${encodeURIComponent(exerciseId)}`, {
    json: { ...body, id: crypto.randomUUID(), at: new Date().toISOString() },
  });
