import { OFFLINE_FLAG, setShellStatus } from '../pwa/shell-status';

/**
 * Remembered for the next start, so the offline code (sending waiting answers, the badge) loads
 * at once for pupils who keep something offline, and never for the others.
 */
export function markOfflineData(on: boolean): void {
  try {
    if (on) localStorage.setItem(OFFLINE_FLAG, '1');
    else localStorage.removeItem(OFFLINE_FLAG);
  } catch {
    // Storage blocked: offline learning still works in this tab.
  }
  setShellStatus({ offlineData: on });
}

/** Whether this browser keeps sets, documents or answers offline. */
export function hasOfflineData(): boolean {
  try {
    return localStorage.getItem(OFFLINE_FLAG) === '1';
  } catch {
    return false;
  }
}
