import { FormulaText } from '../../../../components/card-face/formula-text';
import type { MatchAnnouncement } from '../../hooks/use-match-game';

/** The game's last news in words, its tile texts with their formulas typeset (KaTeX, read as MathML). */
function AnnouncementText({ announcement }: { announcement: MatchAnnouncement }) {
  switch (announcement.kind) {
    case 'right':
      return (
        <>
          Richtig: <FormulaText text={announcement.question} /> – <FormulaText text={announcement.answer} />.
        </>
      );
    case 'wrong':
      return (
        <>
          Falsch: <FormulaText text={announcement.first} /> und <FormulaText text={announcement.second} /> gehören nicht
          zusammen.
        </>
      );
    case 'round':
      return `Richtig. Runde ${announcement.round} von ${announcement.rounds} beginnt.`;
    case 'new-game':
      return 'Neues Spiel.';
    case 'none':
      return null;
  }
}

/** Below the grid, polite: what the last pair was, as a screen reader hears it and a pupil reads it. */
export function MatchAnnouncementLine({ announcement }: { announcement: MatchAnnouncement }) {
  return (
    <p className="match-announcement" aria-live="polite">
      <AnnouncementText announcement={announcement} />
    </p>
  );
}
