import { OFFLINE_TEXTS } from '@app/shared/offline/texts';
import { useCallback, useState } from 'react';
import { useOfflineContent } from '../../../lib/offline/changes';
import { offlineDb } from '../../../lib/offline/db';
import { storedSetIds } from '../../../lib/offline/offline-sets';
import { hasOfflineData } from '../../../lib/offline/offline-flag';
import { removeSetsOffline, saveSetsOffline } from './save-sets';

const NONE: ReadonlySet<string> = new Set();

export interface OfflineSets {
  /** Ids of the sets kept offline in this browser. */
  stored: ReadonlySet<string>;
  busy: boolean;
  message: { kind: 'success' | 'error'; text: string } | null;
  save: (ids: readonly string[]) => void;
  remove: (ids: readonly string[]) => void;
}

/** A storage failure of the browser (quota, private mode) in German; our own errors are already. */
function messageOf(err: unknown): string {
  if (err instanceof DOMException) return OFFLINE_TEXTS.storageFailed;
  return err instanceof Error ? err.message : OFFLINE_TEXTS.storageFailed;
}

/** Which sets this browser keeps offline, and keeping or removing them with a message. */
export function useOfflineSets(): OfflineSets {
  const read = useCallback(async () => (hasOfflineData() ? new Set(await storedSetIds(await offlineDb())) : NONE), []);
  const stored = useOfflineContent(read) ?? NONE;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<OfflineSets['message']>(null);
  const run = (task: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    task()
      .then(
        (text) => setMessage({ kind: 'success', text }),
        (err: unknown) => setMessage({ kind: 'error', text: messageOf(err) }),
      )
      .finally(() => setBusy(false));
  };
  return {
    stored,
    busy,
    message,
    save: (ids) => run(async () => OFFLINE_TEXTS.setsSaved(await saveSetsOffline(ids))),
    remove: (ids) =>
      run(async () => {
        await removeSetsOffline(ids);
        return OFFLINE_TEXTS.setsRemoved(ids.length);
      }),
  };
}
