import { Link } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { Loading } from '../../../components/loading';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { paths } from '../../../config/paths';
import { useAccount } from '../../../lib/boot-data';
import { useReviewDue } from '../api/get-review-due';
import { CardLanguageProvider } from './card-face/card-languages';
import { LearnSessionView } from './learn-session-view';
import '../learnsets.css';

/** /wiederholen: the cards due now across every started set, with learn mode's windows. */
export default function ReviewPage() {
  const account = useAccount();
  const due = useReviewDue();
  let body;
  if (account === null) body = <Loading />;
  else if (!account.valid) body = <SignInPrompt message="Sie müssen angemeldet sein, um Karten zu wiederholen." />;
  else if (due.isError) body = <Alert>{due.error.message}</Alert>;
  else if (due.isPending) body = <Loading text="Die fälligen Karten werden geladen..." />;
  else if (due.data.exercises.length === 0) {
    body = (
      <p>
        Im Moment ist keine Karte fällig. <Link to={paths.learnsets.list}>Zu den Lernsets</Link>
      </p>
    );
  } else {
    body = (
      <>
        <p>
          {due.data.exercises.length === 1 ? '1 Karte ist fällig.' : `${due.data.exercises.length} Karten sind fällig.`}
        </p>
        <CardLanguageProvider learnsets={due.data.learnsets}>
          <LearnSessionView data={due.data} signedIn mode="review" />
        </CardLanguageProvider>
      </>
    );
  }
  return (
    <section className="learn-page">
      <h1>Wiederholen</h1>
      {body}
    </section>
  );
}
