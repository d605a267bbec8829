import { designationsOf } from '@app/shared/format/class-designation';
import type { CalendarMember, CalendarSummary } from '@app/shared/calendars/schemas';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/alert/alert';
import { useShareCalendar } from '../api/calendars';
import { JoinLinkPanel } from './join-link-panel';
import { MembersPanel } from './members-panel';

/**
 * The owner shares the calendar with one of their classes, or stops. The class is its label:
 * classmates read it once they joined with the join link (docs/decisions/0027-class-membership.md).
 */
export function SharePanel({
  calendar,
  members,
  classes,
}: {
  calendar: CalendarSummary;
  members: CalendarMember[];
  classes: readonly string[];
}) {
  const share = useShareCalendar(calendar.id);
  const [choice, setChoice] = useState(calendar.share_class ?? '');
  const id = useId();
  const own = designationsOf(classes);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    share.mutate({ share_class: choice || null });
  };
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Mit der Klasse teilen</h3>
      <p>
        {calendar.share_class
          ? `Geteilt mit der Klasse ${calendar.share_class}: Wer mit dem Beitrittslink beigetreten ist, sieht ihn; ändern können nur Sie.`
          : 'Nicht geteilt: nur Sie sehen diesen Kalender.'}
      </p>
      {own.length === 0 ? (
        <p>In Ihren Einstellungen ist keine Klasse eingetragen.</p>
      ) : (
        <form className="inline-form" onSubmit={submit} aria-describedby={`${id}-hint`}>
          <label htmlFor={`${id}-class`}>Teilen mit</label>
          <select id={`${id}-class`} value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">niemandem</option>
            {own.map((c) => (
              <option key={c} value={c}>
                Klasse {c}
              </option>
            ))}
          </select>
          <button type="submit" disabled={share.isPending}>
            Speichern
          </button>
          <p className="field-hint" id={`${id}-hint`}>
            Mit einer anderen Klasse oder niemandem geteilt, endet jede Mitgliedschaft; der bisherige Link gilt nicht
            mehr.
          </p>
        </form>
      )}
      {share.error ? <Alert>{share.error.message}</Alert> : null}
      {share.isSuccess ? <Alert kind="success">{share.data.message}</Alert> : null}
      {calendar.share_class ? (
        <>
          <JoinLinkPanel calendar={calendar} />
          <MembersPanel calendar={calendar} members={members} />
        </>
      ) : null}
    </section>
  );
}
