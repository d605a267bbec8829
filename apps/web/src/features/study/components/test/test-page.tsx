import { StudySetsLoader } from '../../../../components/study/study-sets-loader';
import { TestSessionView } from './test-session-view';
import './test.css';

/** /lernsets/test/{ids}: a test over the chosen sets, on screen or printed on paper. */
export default function TestPage() {
  return (
    <StudySetsLoader heading="Test">
      {({ data, signedIn, key }) => <TestSessionView key={key} exercises={data.exercises} signedIn={signedIn} />}
    </StudySetsLoader>
  );
}
