import { Chip } from '../../../components/ui/chip';
import { ModeTile } from '../../../components/ui/mode-tile';
import { STUDY_WAYS, STUDY_WAY_ORDER, type StudyWay } from '../../../components/ui/study-modes';
import { SUBJECT_KINDS, type SubjectKind } from '../../../components/ui/subjects';
import { useState } from 'react';

/** An example selection the tiles link to. */
const EXAMPLE_IDS = ['beispiel'];

const TILES: Record<StudyWay, { description: string; progress?: { share: number; text: string } }> = {
  learn: { description: 'Fragen in Runden, bis alles sitzt', progress: { share: 0.4, text: '40 % beherrscht' } },
  cards: { description: 'Karten umdrehen und sich selbst prüfen' },
  test: { description: 'Eine Probe wie an der Prüfung', progress: { share: 1, text: 'Alle 24 Fragen richtig' } },
  match: { description: 'Begriffe und Antworten verbinden', progress: { share: 0, text: 'Noch nicht begonnen' } },
  review: {
    description: 'Was heute fällig ist, kurz auffrischen',
    progress: { share: 0.75, text: '9 von 12 erledigt' },
  },
};

/** The study modes' tiles and the subjects' chips, each in its colour with its icon. */
export function DesignStudy() {
  const [filter, setFilter] = useState<ReadonlySet<SubjectKind>>(new Set(['maths', 'english']));
  const toggle = (kind: SubjectKind) => (on: boolean) =>
    setFilter((old) => {
      const next = new Set(old);
      if (on) next.add(kind);
      else next.delete(kind);
      return next;
    });
  return (
    <>
      <section className="design-section" aria-labelledby="design-modes">
        <h2 id="design-modes">Lernmodi</h2>
        <ul className="design-tiles">
          {STUDY_WAY_ORDER.map((way) => (
            <li key={way}>
              <ModeTile way={way} to={STUDY_WAYS[way].href(EXAMPLE_IDS)} {...TILES[way]} />
            </li>
          ))}
        </ul>
      </section>
      <section className="design-section" aria-labelledby="design-subjects">
        <h2 id="design-subjects">Fächer</h2>
        <ul className="design-chips" aria-label="Fächer als Etiketten">
          {Object.entries(SUBJECT_KINDS).map(([kind, look]) => (
            <li key={kind}>
              <Chip label={look.label} Icon={look.Icon} tint={look} />
            </li>
          ))}
        </ul>
        <h3>Als Filter</h3>
        <ul className="design-chips" aria-label="Fächer filtern">
          {(['maths', 'german', 'english', 'biology', 'history'] as const).map((kind) => (
            <li key={kind}>
              <Chip
                label={SUBJECT_KINDS[kind].label}
                Icon={SUBJECT_KINDS[kind].Icon}
                tint={SUBJECT_KINDS[kind]}
                selected={filter.has(kind)}
                onToggle={toggle(kind)}
              />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
