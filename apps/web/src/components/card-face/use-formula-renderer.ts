import { useEffect, useState } from 'react';

type Renderer = (tex: string, display: boolean) => string;

let renderer: Renderer | null = null;
let loading: Promise<Renderer> | null = null;

/** Starts loading KaTeX once per page; a failed load (offline) may be tried again later. */
function loadRenderer(): Promise<Renderer> {
  loading ??= import('./katex-render').then(
    (module) => (renderer = module.renderFormula),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * KaTeX's renderer once it is loaded, or null: only a card that holds a formula asks for it
 * (`needed`), so sets without formulas never load it. Until then (or offline) the formula's
 * source is shown.
 */
export function useFormulaRenderer(needed: boolean): Renderer | null {
  const [loaded, setLoaded] = useState<Renderer | null>(() => renderer);
  useEffect(() => {
    if (!needed || loaded) return;
    let live = true;
    loadRenderer().then(
      (render) => live && setLoaded(() => render),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [needed, loaded]);
  return needed ? loaded : null;
}
