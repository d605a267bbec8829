import type { CalendarSummary } from '@app/shared/calendars/schemas';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { useSubscribeCalendar } from '../api/calendars';

/** A member's view of a shared calendar's head: whose it is, and its place on the start page. */
export function MemberHeader({ calendar }: { calendar: CalendarSummary }) {
  const subscribe = useSubscribeCalendar();
  // The join screen's confirmation, shown on arrival.
  const joined = (useLocation().state as { joined?: string } | null)?.joined;
  return (
    <>
      {joined ? <Alert kind="success">{joined}</Alert> : null}
      <p>
        Von {calendar.owner_name}, geteilt mit der Klasse {calendar.share_class}. Sie können ihn lesen, aber nicht
        ändern.
      </p>
      <p>
        <button
          type="button"
          className="secondary"
          disabled={subscribe.isPending}
          aria-pressed={calendar.subscribed}
          onClick={() => subscribe.mutate({ id: calendar.id, subscribed: !calendar.subscribed })}
        >
          Auf meiner Startseite
        </button>
      </p>
      {subscribe.error ? <Alert>{subscribe.error.message}</Alert> : null}
      {subscribe.isSuccess ? <Alert kind="success">{subscribe.data.message}</Alert> : null}
    </>
  );
}
