import { StudySetsLoader } from '../../../../components/study/study-sets-loader';
import { MatchGameView } from './match-game-view';
import './match.css';

/** /lernsets/zuordnen/{ids}: the matching game over the chosen sets. */
export default function MatchPage() {
  return (
    <StudySetsLoader heading="Zuordnen">
      {({ data, signedIn, setIds, key }) => (
        <MatchGameView key={key} exercises={data.exercises} setIds={setIds} signedIn={signedIn} />
      )}
    </StudySetsLoader>
  );
}
