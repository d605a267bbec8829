import type { CalendarSummary } from '@app/shared/calendars/schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { paths } from '../../../config/paths';
import { useLeaveCalendar } from '../api/calendars';

/** A member leaves a shared calendar; its join link lets them come back. */
export function LeavePanel({ calendar }: { calendar: CalendarSummary }) {
  const leave = useLeaveCalendar(calendar.id);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const id = useId();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  // The keyboard follows the question and comes back to its button when it is cancelled.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
    else if (confirming === false) openButton.current?.focus();
  }, [confirming]);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Kalender verlassen</h3>
      {confirming ? (
        <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="confirm">
          <p id={`${id}-confirm`}>
            Den Kalender «{calendar.name}» verlassen? Sie sehen ihn dann nicht mehr, auch nicht auf dem Handy.
          </p>
          <p className="button-row">
            <button
              ref={confirmButton}
              type="button"
              disabled={leave.isPending}
              onClick={() => leave.mutate(undefined, { onSuccess: () => void navigate(paths.calendars.list) })}
            >
              Ja, verlassen
            </button>
            <button type="button" className="secondary" onClick={() => setConfirming(false)}>
              Abbrechen
            </button>
          </p>
        </div>
      ) : (
        <p>
          <button ref={openButton} type="button" className="secondary" onClick={() => setConfirming(true)}>
            Kalender verlassen
          </button>
        </p>
      )}
      {leave.error ? <Alert>{leave.error.message}</Alert> : null}
    </section>
  );
}
