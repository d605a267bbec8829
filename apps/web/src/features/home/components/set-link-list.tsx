import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SetMastery } from './set-mastery';

const cardCount = (n: number) => (n === 1 ? '1 Karte' : `${n} Karten`);

/** A set as the study home lists it. */
export interface HomeSet {
  id: string;
  title: string;
  subject: string;
  size: number;
  /** Exercises the pupil has mastered (none yet for a starter set). */
  mastered: number;
}

/** Sets of the study home: each with its preview, its number of cards and one tap into learn mode. */
export function SetLinkList({ sets }: { sets: readonly HomeSet[] }) {
  return (
    <ul className="own-sets">
      {sets.map((set) => (
        <li key={set.id}>
          <SetMastery mastered={set.mastered} size={set.size} title={set.title} />
          <Link to={paths.learnsets.preview(set.id)} className="own-set-title">
            [{set.subject}] {set.title}
          </Link>
          <span className="own-set-size">{cardCount(set.size)}</span>
          <Link className="button" to={paths.learnsets.learn([set.id])} aria-label={`Lernen: ${set.title}`}>
            Lernen
          </Link>
        </li>
      ))}
    </ul>
  );
}
