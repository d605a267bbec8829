// Small and free of the sets' loader, so the first page's code can ask for it (app/routes.tsx).
import type { LearnStartReply } from '@app/shared/learnsets/api';
import { api } from '../../../lib/api';
import { learnStartPath } from './learn-start-path';

/**
 * `GET /learnsets/start/{ids}`: learn mode's first screen. `joinedIds` as in the URL ('a.b.c');
 * ids are URL-safe and '.' stays as it is, so an invalid id gets the server's error.
 */
export const loadLearnStart = (joinedIds: string) => api<LearnStartReply>(learnStartPath(joinedIds));
