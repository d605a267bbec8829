import { useCallback, useEffect, useState } from 'react';

const STORAGE_KEY = 'lernsets-auswahl';

function restore(): ReadonlySet<string> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return new Set(Array.isArray(saved) ? saved.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * The sets chosen in the library (SPEC §4: toggling checks, 'deselect all' clears). Kept for the
 * browser tab, so coming back from learning or a preview finds the same choice. `toggle` and
 * `clear` never change, so memoised cards do not re-render when another card is toggled.
 */
export function useLearnsetSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(restore);

  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...selected]));
    } catch {
      // Private mode or a full storage: the choice simply is not remembered.
    }
  }, [selected]);

  const toggle = useCallback((id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Set()), []);

  return { selected, toggle, clear };
}
