import { useSyncExternalStore } from 'react';

/** What the shell shows besides the screen: the connection and a new version (issue #16). */
export interface ShellStatus {
  online: boolean;
  /** A new version is installed and waits for this page to reload. */
  updateReady: boolean;
  /** This browser keeps sets, documents or answers offline: the offline code runs at start. */
  offlineData: boolean;
  /** A signed-in pupil's study screen is open: answers may have to wait for the connection. */
  answering: boolean;
}

/** Set while this browser keeps something offline (lib/offline/offline-flag.ts). */
export const OFFLINE_FLAG = 'lp-offline';

function readFlag(): boolean {
  try {
    return localStorage.getItem(OFFLINE_FLAG) === '1';
  } catch {
    return false;
  }
}

let status: ShellStatus = { online: navigator.onLine, updateReady: false, offlineData: readFlag(), answering: false };
const listeners = new Set<() => void>();

export function setShellStatus(patch: Partial<ShellStatus>): void {
  status = { ...status, ...patch };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useShellStatus(): ShellStatus {
  return useSyncExternalStore(subscribe, () => status);
}

/** Follows the connection for the shell's offline badge. */
export function watchConnection(): void {
  const update = () => setShellStatus({ online: navigator.onLine });
  addEventListener('online', update);
  addEventListener('offline', update);
}
