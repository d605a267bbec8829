import type { CalendarSummary } from '@app/shared/calendars/schemas';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { paths } from '../../../config/paths';
import { useLeaveCalendar } from '../api/calendars';
import { ConfirmQuestion } from '../../../components/confirm-question/confirm-question';

/** A member leaves a shared calendar; its join link lets them come back. */
export function LeavePanel({ calendar }: { calendar: CalendarSummary }) {
  const leave = useLeaveCalendar(calendar.id);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<boolean | null>(null);
  const id = useId();
  const openButton = useRef<HTMLButtonElement>(null);
  // The keyboard comes back to the button when the question is cancelled.
  useLayoutEffect(() => {
    if (confirming === false) openButton.current?.focus();
  }, [confirming]);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Kalender verlassen</h3>
      {confirming ? (
        <ConfirmQuestion
          question={`Den Kalender «${calendar.name}» verlassen? Sie sehen ihn dann nicht mehr, auch nicht auf dem Handy.`}
          confirmLabel="Ja, verlassen"
          pending={leave.isPending}
          onConfirm={() => leave.mutate(undefined, { onSuccess: () => void navigate(paths.calendars.list) })}
          onCancel={() => setConfirming(false)}
        />
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
