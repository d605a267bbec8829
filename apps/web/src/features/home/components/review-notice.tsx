import { toSwissDate } from '@app/shared/format/dates';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAccount } from '../../../lib/boot-data';
import { useReviewSummary } from '../../../lib/review-summary';

/** "{n} Karten sind heute fällig" with a button, or when the next card comes due. */
export function ReviewNotice() {
  const summary = useReviewSummary(useAccount()?.info?.id_ ?? null);
  if (!summary) return null;
  if (summary.due > 0) {
    return (
      <p className="review-notice" role="status">
        {summary.due === 1 ? '1 Karte ist heute fällig' : `${summary.due} Karten sind heute fällig`}{' '}
        <Link className="button" to={paths.review}>
          Jetzt wiederholen
        </Link>
      </p>
    );
  }
  if (!summary.next) return null;
  return (
    <p className="review-notice" role="status">
      Heute ist keine Karte fällig. Die nächste ist am {toSwissDate(summary.next.slice(0, 10))} fällig.
    </p>
  );
}
