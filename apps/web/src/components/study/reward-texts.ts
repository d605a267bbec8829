/**
 * What the end screens say (components/study/reward.tsx): praise for what was done, never a
 * reproach for what was not; one full stop, no exclamation marks.
 */

/** The end of a learn-mode round of `total` questions, `right` of them right. */
export function roundPraise(right: number, total: number): string {
  if (total > 0 && right >= total) return 'Alle Fragen richtig. Ausgezeichnet.';
  if (right * 2 >= total) return 'Gut gemacht. Sie kommen gut voran.';
  return 'Runde geschafft. Mit jeder Runde sitzt mehr.';
}

/** The end of a review: `right` of `answers` answers were right. */
export function reviewPraise(right: number, answers: number): string {
  if (answers > 0 && right >= answers) return 'Alle Antworten richtig. Ausgezeichnet.';
  return 'Gut gemacht. Was noch nicht sitzt, kommt bald wieder.';
}

/** The end of a Zuordnen game: a new best time for the selection, or simply done. */
export function matchPraise(newBest: boolean): string {
  return newBest ? 'Neue Bestzeit für diese Auswahl.' : 'Gut gespielt. Alle Paare sind zugeordnet.';
}
