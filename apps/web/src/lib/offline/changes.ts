import { useEffect, useState } from 'react';

const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('lernplattform-offline-inhalte');
if (channel) channel.onmessage = () => notify();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Tells this tab and the others that sets or documents were kept or removed. */
export function offlineContentChanged(): void {
  notify();
  channel?.postMessage('changed');
}

/**
 * What `read` finds in the offline store, read again whenever kept content changes (in any tab);
 * undefined until first read or when the browser keeps nothing.
 */
export function useOfflineContent<T>(read: () => Promise<T>): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let current = true;
    const load = () =>
      void read().then(
        (v) => current && setValue(v),
        () => {},
      );
    load();
    listeners.add(load);
    return () => {
      current = false;
      listeners.delete(load);
    };
  }, [read]);
  return value;
}
