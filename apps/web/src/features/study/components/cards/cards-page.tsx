import { StudySetsLoader } from '../../../../components/study/study-sets-loader';
import { CardsTrainer } from './cards-trainer';
import './cards.css';

/** /lernsets/karten/{ids}: Karteikarten over the chosen sets. */
export default function CardsPage() {
  return (
    <StudySetsLoader heading="Karteikarten">
      {({ data, signedIn, key }) => <CardsTrainer key={key} exercises={data.exercises} signedIn={signedIn} />}
    </StudySetsLoader>
  );
}
