import { useCallback, useEffect, useMemo, useRef } from 'react';
import { clearDraft, type EditorDraft, writeDraft } from './editor-draft';

const QUIET_MS = 400;

/**
 * Writes the draft once typing pauses (never on a keystroke: 2,000 rows are a few hundred KB of
 * JSON) and when the page goes away. `build` returns null when there is nothing worth keeping
 * (the editor shows what was saved), which removes a stored draft.
 */
export function useDraftSaver(key: string, build: () => EditorDraft | null) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef(false);
  const buildRef = useRef(build);
  useEffect(() => {
    buildRef.current = build;
  });

  const flush = useCallback(() => {
    if (!pending.current) return;
    pending.current = false;
    clearTimeout(timer.current);
    const draft = buildRef.current();
    if (draft) writeDraft(key, draft);
    else clearDraft(key);
  }, [key]);

  const schedule = useCallback(() => {
    pending.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, QUIET_MS);
  }, [flush]);

  /** After saving or discarding: nothing pending, nothing stored. */
  const discard = useCallback(() => {
    pending.current = false;
    clearTimeout(timer.current);
    clearDraft(key);
  }, [key]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return useMemo(() => ({ schedule, discard }), [schedule, discard]);
}
