import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const cardCount = (n: number) => (n === 1 ? '1 Karte' : `${n} Karten`);

/** A set as the study home lists it. */
export interface HomeSet {
  id: string;
  title: string;
  subject: string;
  size: number;
}

/** Sets of the study home: each with its preview, its number of cards and one tap into learn mode. */
export function SetLinkList({ sets }: { sets: readonly HomeSet[] }) {
  return (
    <ul className="own-sets">
      {sets.map((set) => (
        <li key={set.id}>
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
