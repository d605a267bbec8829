import { ApiError } from '../api';

/** Where the last account reply is kept (its owner's offline statistics are read by its id). */
export const ACCOUNT_COPY = 'lp-konto';

export function readCopy<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

/**
 * A start-up call that remembers its last reply in this browser, so the installed app also starts
 * without a connection (issue #16). The copy is used only when the server cannot be reached.
 */
export function withLastCopy<T>(key: string, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      const value = await load();
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Storage blocked or full: the next offline start has no copy, nothing else changes.
      }
      return value;
    } catch (err) {
      const copy = err instanceof ApiError && err.httpStatus === 0 ? readCopy<T>(key) : null;
      if (copy) return copy;
      throw err;
    }
  };
}

export function forgetCopy(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
