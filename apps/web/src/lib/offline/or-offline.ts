import { ApiError } from '../api';
import { hasOfflineData } from './offline-flag';

/**
 * The server's reply, or, when the server cannot be reached, what this browser kept offline
 * (issue #16); the connection error stands when nothing is kept.
 */
export async function orOffline<T>(online: Promise<T>, copy: () => Promise<T | null>): Promise<T> {
  try {
    return await online;
  } catch (err) {
    if (!(err instanceof ApiError && err.httpStatus === 0) || !hasOfflineData()) throw err;
    const kept = await copy().catch(() => null);
    if (kept) return kept;
    throw err;
  }
}
