import type { CalendarMember, CalendarSummary } from '@app/shared/calendars/schemas';
import { toSwissDate, toZurichDay } from '@app/shared/format/dates';
import { useId, useRef } from 'react';
import { Alert } from '../../../components/alert/alert';
import { useRemoveMember } from '../api/calendars';

/** Who joined the owner's shared calendar, each removable. */
export function MembersPanel({ calendar, members }: { calendar: CalendarSummary; members: CalendarMember[] }) {
  const remove = useRemoveMember(calendar.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} ref={heading} tabIndex={-1}>
        Mitglieder ({members.length})
      </h4>
      {members.length === 0 ? (
        <p>Noch ist niemand beigetreten.</p>
      ) : (
        <>
          <p className="field-hint">
            Wer entfernt wird, kann mit dem aktuellen Link wieder beitreten. Erstellen Sie danach einen neuen Link, wenn
            das nicht sein soll.
          </p>
          <ul className="calendar-members">
            {members.map((member) => (
              <li key={member.id}>
                <span>
                  {member.name}{' '}
                  <span className="calendar-card-details">
                    beigetreten am {toSwissDate(toZurichDay(new Date(member.joined_at)))}
                  </span>
                </span>
                <button
                  type="button"
                  className="secondary"
                  aria-label={`${member.name} entfernen`}
                  disabled={remove.isPending}
                  // The button goes with the member: the list's heading keeps the keyboard's place.
                  onClick={() => remove.mutate(member.id, { onSuccess: () => heading.current?.focus() })}
                >
                  Entfernen
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {remove.error ? <Alert>{remove.error.message}</Alert> : null}
      {remove.isSuccess ? <Alert kind="success">{remove.data.message}</Alert> : null}
    </section>
  );
}
