import { OFFLINE_TEXTS } from '@app/shared/offline/texts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { Loading } from '../../../components/loading';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { paths } from '../../../config/paths';
import { useAccount } from '../../../lib/boot-data';
import { onAnswerKept, onAnswersStored } from '../../../lib/offline/answer-sync';
import { useShellStatus } from '../../../lib/pwa/shell-status';
import { refreshReviewSummary, useReviewSummary } from '../../../lib/review-summary';
import { useReviewDue } from '../api/get-review-due';
import { CardLanguageProvider } from '../../../components/card-face/card-languages';
import { ReviewSessionView } from './review-session-view';
import '../../../components/study/study.css';
import '../learn.css';

/** The due count of every screen (the shared summary), updated as the answers reach the server. */
function DueCount({ due }: { due: number }) {
  if (due === 0) return <p>Im Moment ist keine Karte fällig.</p>;
  return <p>{due === 1 ? '1 Karte ist fällig.' : `${due} Karten sind fällig.`}</p>;
}

/**
 * /wiederholen: one review session over the cards due at its start across every started set, ending
 * with a summary.
 */
export default function ReviewPage() {
  const account = useAccount();
  const userId = account?.info?.id_ ?? null;
  const due = useReviewDue();
  const { online } = useShellStatus();
  const summary = useReviewSummary(userId);
  useEffect(() => (userId ? onAnswersStored(() => void refreshReviewSummary(userId)) : undefined), [userId]);
  // Offline, the count comes from the device, which has the answer as soon as it is kept.
  useEffect(() => {
    if (!userId) return undefined;
    return onAnswerKept(() => {
      if (!navigator.onLine) void refreshReviewSummary(userId);
    });
  }, [userId]);
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
        {summary ? <DueCount due={summary.due} /> : null}
        <CardLanguageProvider learnsets={due.data.learnsets}>
          <ReviewSessionView due={due.data} summary={summary} />
        </CardLanguageProvider>
      </>
    );
  }
  return (
    <section className="learn-page">
      <h1>Wiederholen</h1>
      {online || !account?.valid ? null : <Alert kind="info">{OFFLINE_TEXTS.offlineReview}</Alert>}
      {body}
    </section>
  );
}
