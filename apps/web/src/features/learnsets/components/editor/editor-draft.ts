import type { LearnsetFormValues } from '../question-language-field';
import { type EditorRow, newRowKey } from './editor-rows';

/** What survives a reload: the form's fields and the rows, and which saved version they started from. */
export interface EditorDraft {
  savedAt: string;
  /** `edited` of the set when the editor opened; null for a new set. */
  base: string | null;
  fields: Partial<LearnsetFormValues>;
  rows: EditorRow[];
}

const PREFIX = 'lernset-entwurf';

/** One draft per user and per set ('neu' for a new one), so two accounts on one computer never mix. */
export const draftKey = (userId: string, setId: string | null) => `${PREFIX}:${userId}:${setId ?? 'neu'}`;

function isDraft(value: unknown): value is EditorDraft {
  const draft = value as EditorDraft | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.savedAt === 'string' &&
    Array.isArray(draft.rows) &&
    draft.rows.every(
      (row) => typeof row?.question === 'string' && typeof row.answer === 'string' && Array.isArray(row.answers),
    ) &&
    typeof draft.fields === 'object'
  );
}

/** The stored draft, or null (none, or unreadable: then it is dropped). Rows get fresh keys. */
export function readDraft(key: string): EditorDraft | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return null; // storage switched off
  }
  if (raw === null) return null;
  try {
    const draft: unknown = JSON.parse(raw);
    if (isDraft(draft)) {
      return {
        ...draft,
        rows: draft.rows.map((row) => ({ ...row, frequency: String(row.frequency ?? ''), key: newRowKey() })),
      };
    }
  } catch {
    // fall through: an unreadable draft helps nobody
  }
  clearDraft(key);
  return null;
}

/** Stores the draft; false when the browser refuses (storage full or switched off). */
export function writeDraft(key: string, draft: EditorDraft): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to clear
  }
}

/** '24.11.2026, 09:15' in Zurich time, for the notice of a restored draft. */
export function formatDraftTime(iso: string): string {
  return new Intl.DateTimeFormat('de-CH', {
    timeZone: 'Europe/Zurich',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
