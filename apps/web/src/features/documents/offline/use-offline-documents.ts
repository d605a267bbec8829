import type { DocumentDetails } from '@app/shared';
import { OFFLINE_TEXTS } from '@app/shared/offline/texts';
import { useCallback, useState } from 'react';
import { offlineContentChanged, useOfflineContent } from '../../../lib/offline/changes';
import { offlineDb } from '../../../lib/offline/db';
import { offlineUsage, removeDocument, saveDocument } from '../../../lib/offline/offline-files';
import { hasOfflineData, markOfflineData } from '../../../lib/offline/offline-flag';

const NOTHING = { ids: new Set<string>() as ReadonlySet<string>, used: 0 };

export interface OfflineDocuments {
  /** Ids of the documents kept for reading offline. */
  ids: ReadonlySet<string>;
  /** Bytes kept offline in all (documents, sets, card images): the cap counts them together. */
  used: number;
  busy: boolean;
  message: { kind: 'success' | 'error'; text: string } | null;
  toggle: (doc: DocumentDetails) => void;
}

/** Which documents this browser keeps offline, and keeping or removing one within the cap. */
export function useOfflineDocuments(): OfflineDocuments {
  const read = useCallback(async () => {
    if (!hasOfflineData()) return NOTHING;
    const db = await offlineDb();
    return { ids: new Set(await db.getAllKeys('documents')), used: await offlineUsage(db) };
  }, []);
  const kept = useOfflineContent(read) ?? NOTHING;
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<OfflineDocuments['message']>(null);
  const toggle = (doc: DocumentDetails) => {
    setBusy(true);
    setMessage(null);
    const task = async () => {
      const db = await offlineDb();
      if (kept.ids.has(doc.id_)) return removeDocument(db, doc.id_);
      await saveDocument(db, doc);
      // Only now: set earlier, the status bar it starts could count the kept content before this
      // document is in, find none and take the flag back (answer-sync.ts, recount).
      markOfflineData(true);
      void navigator.storage?.persist?.().catch(() => false);
    };
    task()
      .then(
        () => offlineContentChanged(),
        (err: unknown) =>
          setMessage({
            kind: 'error',
            text: err instanceof Error && !(err instanceof DOMException) ? err.message : OFFLINE_TEXTS.storageFailed,
          }),
      )
      .finally(() => setBusy(false));
  };
  return { ...kept, busy, message, toggle };
}
