import { nextDuePhrase } from '@app/shared/format/due-day';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccount } from '../../../lib/boot-data';
import { useReviewSummary } from '../../../lib/review-summary';

/** "{n} Karten sind heute fällig" with 'Jetzt wiederholen', or when the next card comes due. */
export function ReviewNotice({ now }: { now: Date }) {
  const summary = useReviewSummary(useAccount()?.info?.id_ ?? null);
  if (!summary) return null;
  return (
    <section className="home-section" aria-labelledby="review-title">
      <h2 id="review-title">Wiederholen</h2>
      {summary.due > 0 ? (
        <p className="review-notice" role="status">
          {summary.due === 1 ? '1 Karte ist heute fällig' : `${summary.due} Karten sind heute fällig`}{' '}
          <Link className="button" to={paths.review}>
            Jetzt wiederholen
          </Link>
        </p>
      ) : (
        <p role="status">
          {summary.next
            ? `Im Moment ist keine Karte fällig. Die nächste ist ${nextDuePhrase(summary.next, now)} fällig.`
            : 'Im Moment ist keine Karte fällig. Sobald Sie Karten lernen, erscheinen sie hier zur Wiederholung.'}
        </p>
      )}
    </section>
  );
}
