import { masteryPercent } from '@app/shared/learnsets/learn';
import type { SetProgress } from '@app/shared/learnsets/review';
import type { StudyWay } from '../../../../components/ui/study-modes';

/** What each study mode does, in one line under its name on the set's page. */
export const MODE_DESCRIPTIONS: Readonly<Record<StudyWay, string>> = {
  learn: 'Fragen beantworten, bis alles sitzt',
  cards: 'Karten umdrehen und sich selbst prüfen',
  test: 'Eine Probe wie an der Prüfung',
  match: 'Fragen und Antworten einander zuordnen',
  // /wiederholen takes what is due in every set the pupil started, not only this one.
  review: 'Alle fälligen Karten aus allen Lernsets auffrischen',
};

/** The word after 'x von y' per mode without a memory state: what right means there. */
const RIGHT_IN: Readonly<Record<'cards' | 'test' | 'match', string>> = {
  cards: 'gewusst',
  test: 'richtig',
  match: 'zugeordnet',
};

export interface TileProgress {
  /** 0..1, drawn as a bar; absent for a count without an end (the due cards). */
  share?: number;
  text: string;
}

/**
 * The pupil's progress in one study mode as its tile shows it, or nothing where the server has
 * not told it (a copy kept offline before it did, the due count still loading).
 * @param size the exercises of the set
 * @param due the cards due now in every set (the app's one due count, lib/review-summary.ts)
 */
export function tileProgress(
  way: StudyWay,
  progress: SetProgress | undefined,
  size: number,
  due: number | undefined,
): TileProgress | undefined {
  const share = (count: number) => (size > 0 ? count / size : 0);
  if (way === 'review') {
    if (due === undefined) return undefined;
    return { text: due === 0 ? 'Keine Karte fällig' : due === 1 ? '1 Karte fällig' : `${due} Karten fällig` };
  }
  if (way === 'learn') {
    if (progress?.mastered === undefined) return undefined;
    return { share: share(progress.mastered), text: `${progress.mastered} von ${size} gemeistert` };
  }
  const mode = progress?.modes?.[way];
  if (!mode) return undefined;
  if (mode.answered === 0) return { share: 0, text: 'Noch nicht begonnen' };
  return { share: share(mode.right), text: `${mode.right} von ${size} ${RIGHT_IN[way]}` };
}

/** The share of mastered exercises (learn.ts's masteryPercent, rounded down) as 0..1 for the ring. */
export function masteryShare(mastered: number, size: number): number {
  return masteryPercent(mastered, size) / 100;
}

const MULTIPLES: Readonly<Record<number, string>> = { 0.5: 'halb', 2: 'doppelt', 3: 'dreifach', 4: 'vierfach' };

/**
 * An exercise's weight in plain words ('Zählt doppelt'), or null for the default 1: a higher
 * weight makes learn mode ask it more often.
 */
export function weightInWords(frequency: number): string | null {
  if (frequency === 1 || !Number.isFinite(frequency)) return null;
  const word = MULTIPLES[frequency] ?? `${String(frequency).replace('.', ',')}-fach`;
  return `Zählt ${word}`;
}
