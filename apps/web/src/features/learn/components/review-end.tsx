import { dueDayPhrase } from '@app/shared/format/due-day';
import type { ReviewSummaryReply } from '@app/shared/learnsets/review';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
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
 * The end of a review session: what was reviewed, how much was right, and when the next cards come
 * due. Its heading takes the focus, so a screen reader announces the end and reads on from there.
 */
export function ReviewEnd({ session, summary, now = new Date() }: ReviewEndProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const next = nextDueText(summary, now);
  return (
    <section className="learn-window review-end" aria-labelledby="review-end-heading">
      <h2 id="review-end-heading" ref={heading} tabIndex={-1}>
        Wiederholung beendet
      </h2>
      <ul>
        <li>{plural(session.reviewed.size, 'Karte', 'Karten')} wiederholt</li>
        <li>
          {session.right} von {plural(session.answers, 'Antwort', 'Antworten')} richtig
        </li>
      </ul>
      {/* Polite: the date arrives a moment after the heading was read. */}
      <p aria-live="polite">{next}</p>
      <p>
        <Link to={paths.home}>Zur Hauptseite</Link> · <Link to={paths.learnsets.list}>Zu den Lernsets</Link>
      </p>
    </section>
  );
}
