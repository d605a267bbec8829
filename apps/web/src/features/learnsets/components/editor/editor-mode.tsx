import type { Account } from '@app/shared';
import { PLANS } from '@app/shared/plans/plans';
import { lazy } from 'react';
import { Link, useSearchParams } from 'react-router';
import './editor-mode.css';

/** The editor in its own chunk: the file form's screens load without it. */
export const LazyLearnsetEditor = lazy(() => import('./learnset-editor'));

export type EditorMode = 'editor' | 'datei';
const PARAM = 'art';

/** `?art=editor` or `?art=datei`; a reload keeps the choice (and the editor its draft). */
export function useEditorMode(fallback: EditorMode): EditorMode {
  const [params] = useSearchParams();
  const value = params.get(PARAM);
  return value === 'editor' || value === 'datei' ? value : fallback;
}

/** The account's item limit per set (SPEC §9); the server checks it again. */
export function maxItemsOf(account: Account): number {
  if (account.paid) return PLANS.premium.maxLearnsetItems;
  if (account.paidLite) return PLANS.lite.maxLearnsetItems;
  return PLANS.standard.maxLearnsetItems;
}

/** Two links between the browser editor and the file form of the same screen. */
export function EditorModeSwitch({ mode, fileLabel }: { mode: EditorMode; fileLabel: string }) {
  const choices: Array<[EditorMode, string]> = [
    ['editor', 'Im Browser erstellen'],
    ['datei', fileLabel],
  ];
  return (
    <nav className="editor-mode" aria-label="Art der Eingabe">
      {choices.map(([value, label]) => (
        <Link
          key={value}
          to={`?${PARAM}=${value}`}
          replace
          className={value === mode ? 'button' : 'button secondary'}
          aria-current={value === mode ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
