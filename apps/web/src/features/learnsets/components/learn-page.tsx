import { LearnSessionView } from './learn-session-view';
import { StudySetsLoader } from './study-sets-loader';

/** /lernsets/lernen/{ids}: learn mode over the chosen sets (SPEC §2). */
export default function LearnPage() {
  return (
    <StudySetsLoader heading="Lernen">
      {({ data, signedIn, key }) => <LearnSessionView key={key} data={data} signedIn={signedIn} />}
    </StudySetsLoader>
  );
}
