import { useReviewSummary } from '../../lib/review-summary';

/**
 * The cards due now beside 'Wiederholen' in the menu: a badge, read as "{n} fällig". Loaded only
 * for signed-in pupils, so visitors' first page stays small.
 */
export default function ReviewCount({ userId }: { userId: string }) {
  const due = useReviewSummary(userId, false)?.due;
  if (!due) return null;
  return (
    <>
      <span className="nav-badge" aria-hidden="true">
        {due}
      </span>
      <span className="visually-hidden">{` ${due} fällig`}</span>
    </>
  );
}
