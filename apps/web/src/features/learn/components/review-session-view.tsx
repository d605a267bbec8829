import type { LearnsetBulkReply } from '@app/shared/learnsets/api';
import type { ReviewSummaryReply } from '@app/shared/learnsets/review';
import { Loading } from '../../../components/loading';
import { useReviewSession } from '../hooks/use-review-session';
import { LearnAnswerWindow } from './learn-answer-window';
import { LearnQuestionWindow } from './learn-question-window';
import { ReviewEnd } from './review-end';
import { StudyNotices } from '../../../components/study/study-notices';

interface ReviewSessionViewProps {
  /** The cards due when the session began. */
  due: LearnsetBulkReply;
  /** The shared due count, for the end screen's next date. */
  summary: ReviewSummaryReply | null;
}

/** The review session's current window, and its end screen once no card is left. */
export function ReviewSessionView({ due, summary }: ReviewSessionViewProps) {
  const { session, phase, given, almost, statsFailed, submit, rate } = useReviewSession(due);
  const current = session.queue[0];
  let body;
  if (phase === 'done') body = <ReviewEnd session={session} summary={summary} />;
  else if (phase === 'checking' || !current) body = <Loading text="Die nächste Übung wird geladen..." />;
  else if (phase === 'question') body = <LearnQuestionWindow key={session.turn} exercise={current} onSubmit={submit} />;
  else body = <LearnAnswerWindow exercise={current} given={given} almost={almost} onRate={rate} />;
  return (
    <>
      <StudyNotices signedIn statsFailed={statsFailed} />
      {body}
    </>
  );
}
