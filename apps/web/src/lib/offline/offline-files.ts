import type { DocumentDetails } from '@app/shared';
import { OFFLINE_CAP_BYTES, OFFLINE_TEXTS } from '@app/shared/offline/texts';
import { OFFLINE_FILES_CACHE, type OfflineDb } from './db';

/** Bytes kept offline: sets (rows and card images) and documents. */
export async function offlineUsage(db: OfflineDb): Promise<number> {
  const [sets, documents] = await Promise.all([db.getAll('sets'), db.getAll('documents')]);
  return [...sets, ...documents].reduce((sum, item) => sum + item.bytes, 0);
}

/** Refuses, with the pupil's numbers, what would not fit under the cap. */
export async function assertRoom(db: OfflineDb, needed: number, freed = 0): Promise<void> {
  const free = OFFLINE_CAP_BYTES - (await offlineUsage(db)) + freed;
  if (needed > free) throw new Error(OFFLINE_TEXTS.capExceeded(needed, Math.max(0, free)));
}

/**
 * Copies files (card images) into the offline cache; a file the server no longer has is left out.
 * Returns the URLs kept and their bytes.
 */
export async function cacheFiles(urls: readonly string[]): Promise<{ kept: string[]; bytes: number }> {
  const cache = await caches.open(OFFLINE_FILES_CACHE);
  const kept: string[] = [];
  let bytes = 0;
  for (const url of new Set(urls)) {
    const res = await fetch(url, { credentials: 'same-origin' });
    if (!res.ok) continue;
    bytes += (await res.clone().blob()).size;
    await cache.put(url, res);
    kept.push(url);
  }
  return { kept, bytes };
}

export async function uncacheFiles(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(OFFLINE_FILES_CACHE);
  await Promise.all(urls.map((url) => cache.delete(url)));
}

/** The documents kept for reading offline, newest first. */
export async function storedDocuments(db: OfflineDb): Promise<DocumentDetails[]> {
  const all = await db.getAll('documents');
  return all.sort((a, b) => b.savedAt.localeCompare(a.savedAt)).map((d) => d.document);
}

/** Keeps a document (its details and its file) for reading offline, within the cap. */
export async function saveDocument(db: OfflineDb, document: DocumentDetails): Promise<void> {
  const previous = await db.get('documents', document.id_);
  await assertRoom(db, document.size, previous?.bytes ?? 0);
  const res = await fetch(document.url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(OFFLINE_TEXTS.needsConnection);
  const bytes = (await res.clone().blob()).size;
  await assertRoom(db, bytes, previous?.bytes ?? 0); // the file as it is now, not as announced
  await (await caches.open(OFFLINE_FILES_CACHE)).put(document.url, res);
  if (previous && previous.document.url !== document.url) await uncacheFiles([previous.document.url]);
  await db.put('documents', { id: document.id_, document, bytes, savedAt: new Date().toISOString() });
}

export async function removeDocument(db: OfflineDb, id: string): Promise<void> {
  const stored = await db.get('documents', id);
  if (!stored) return;
  await uncacheFiles([stored.document.url]);
  await db.delete('documents', id);
}
