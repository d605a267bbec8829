import type { ReactNode } from 'react';
import { paths } from '../../../config/paths';
import { STUDY_TARGETS } from './study-targets';

/** Where a selection can go: learn mode, the study modes and, signed in, its exam date. */
export type SelectionTarget = (ids: readonly string[]) => string;

interface LearnsetSelectionBarProps {
  onClear: () => void;
  onOpen: (target: SelectionTarget) => void;
  /** Which bar this is, for screen readers ('oben' / 'unten'). */
  position: string;
  /** Signed in: the exam date of the selection can be set. */
  signedIn: boolean;
  /** "Offline verfügbar machen" for the selection. */
  offlineButton?: ReactNode;
}

/** 'Alle abwählen' and 'Lernen' (SPEC §2), the study modes next to it, shown above and below the cards. */
export function LearnsetSelectionBar({
  onClear,
  onOpen,
  position,
  signedIn,
  offlineButton,
}: LearnsetSelectionBarProps) {
  return (
    <div className="learnset-actions" role="group" aria-label={`Auswahl (${position})`}>
      <button type="button" className="secondary" onClick={onClear}>
        Alle abwählen
      </button>
      {STUDY_TARGETS.map(({ label, to }, i) => (
        <button key={label} type="button" className={i === 0 ? undefined : 'secondary'} onClick={() => onOpen(to)}>
          {label}
        </button>
      ))}
      {signedIn ? (
        <button type="button" className="secondary" onClick={() => onOpen(paths.learnsets.exam)}>
          Prüfungsdatum
        </button>
      ) : null}
      {offlineButton}
    </div>
  );
}
