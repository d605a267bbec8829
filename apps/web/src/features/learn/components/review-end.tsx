import { dueDayPhrase } from '@app/shared/format/due-day';
import type { ReviewSummaryReply } from '@app/shared/learnsets/review';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Reward } from '../../../components/study/reward';
import { reviewPraise } from '../../../components/study/reward-texts';
import { STUDY_WAYS } from '../../../components/ui/study-modes';
import type { ReviewSession } from '../hooks/review-session';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** When the next cards come due, from the shared summary (null while it loads). */
function nextDueText(summary: ReviewSummaryReply | null, now: Date): string | null {
  if (!summary) return null;
  if (summary.due > 0) return `${plural(summary.due, 'Karte ist', 'Karten sind')} schon wieder fällig.`;
  if (!summary.next) return 'Es ist keine weitere Karte geplant.';
  return `Die nächsten Karten sind ${dueDayPhrase(summary.next, now)} fällig.`;
}

interface ReviewEndProps {
  session: ReviewSession;
  summary: ReviewSummaryReply | null;
  /** Injected for tests; the day 'heute' and 'morgen' are counted from. */
  now?: Date;
}

/**
 * The end of a review session as a reward (decision 0061): the cards reviewed as a big figure
 * with praise, how much was right, when the next cards come due, and back to the study home first.
 */
export function ReviewEnd({ session, summary, now = new Date() }: ReviewEndProps) {
  const reviewed = session.reviewed.size;
  return (
    <Reward
      heading="Wiederholung beendet"
      figure={String(reviewed)}
      unit={reviewed === 1 ? 'Karte wiederholt' : 'Karten wiederholt'}
      praise={reviewPraise(session.right, session.answers)}
      tint={STUDY_WAYS.review}
      actions={
        <>
          <Link className="button" to={paths.home}>
            Zur Hauptseite
          </Link>
          <Link className="button secondary" to={paths.learnsets.list}>
            Zu den Lernsets
          </Link>
        </>
      }
    >
      <p>
        {session.right} von {plural(session.answers, 'Antwort', 'Antworten')} richtig
      </p>
      {/* Polite: the date arrives a moment after the heading was read. */}
      <p aria-live="polite">{nextDueText(summary, now)}</p>
    </Reward>
  );
}
