import { longDay, monthTitle, shiftMonth } from '@app/shared/calendars/calendar-dates';
import type { CalendarEvent, EventBody } from '@app/shared/calendars/schemas';
import { toZurichDay } from '@app/shared/format/dates';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { Loading } from '../../../components/loading';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { paths } from '../../../config/paths';
import { useAccount } from '../../../lib/boot-data';
import { useCalendar } from '../api/calendars';
import { useDeleteEvent, useSaveEvent } from '../api/events';
import '../calendar.css';
import { AgendaList } from './agenda-list';
import { CalendarAdmin } from './calendar-admin';
import { ConfirmQuestion } from '../../../components/confirm-question/confirm-question';
import { EventForm } from './event-form';
import { EventItem } from './event-item';
import { FeedPanel } from './feed-panel';
import { ImportPanel } from './import-panel';
import { LeavePanel } from './leave-panel';
import { MemberHeader } from './member-header';
import { MonthGrid } from './month-grid';
import { SharePanel } from './share-panel';
import { SourceStatus } from './source-form';

type View = 'month' | 'agenda';

/** /kalender/{id}: a calendar in month and agenda views; the owner adds, changes and shares, a member reads. */
export default function CalendarPage() {
  const { id = '' } = useParams();
  const account = useAccount();
  const valid = account?.valid === true;
  const query = useCalendar(id, valid);
  const save = useSaveEvent(id);
  const remove = useDeleteEvent(id);
  const today = toZurichDay(new Date());
  const [view, setView] = useState<View>('month');
  const [focusedDay, setFocusedDay] = useState(today);
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [editing, setEditing] = useState<CalendarEvent | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CalendarEvent | null>(null);
  const dayHeading = useRef<HTMLHeadingElement>(null);

  // The opened day's list and the form take the focus, so a keyboard user lands where they went.
  useLayoutEffect(() => {
    if (openDay && !editing) dayHeading.current?.focus();
  }, [openDay, editing]);
  useLayoutEffect(() => {
    if (editing) document.getElementById('event-form-title')?.focus();
  }, [editing]);

  if (account === null) return <Loading />;
  if (!valid) return <SignInPrompt message="Sie müssen angemeldet sein, um Kalender zu nutzen." />;
  if (query.error) {
    return (
      <section>
        <h1>Kalender</h1>
        <Alert>{query.error.message}</Alert>
        <p>
          <Link to={paths.calendars.list}>Zu den Kalendern</Link>
        </p>
      </section>
    );
  }
  if (!query.data) return <Loading />;

  const { calendar, events, members } = query.data;
  const own = calendar.own;
  // A member reads; a subscribed calendar's events come from its address alone.
  const editable = !calendar.read_only;
  const dayEvents = openDay ? events.filter((e) => e.day === openDay) : [];
  const onSave = (body: EventBody) =>
    save.mutate(
      { eventId: editing && editing !== 'new' ? editing.id : undefined, body },
      {
        onSuccess: () => {
          setEditing(null);
          setOpenDay(body.day);
          setFocusedDay(body.day);
        },
      },
    );
  const ownerActions = editable
    ? { onEdit: (event: CalendarEvent) => setEditing(event), onDelete: (event: CalendarEvent) => setDeleting(event) }
    : {};

  return (
    <section className="calendar-page" aria-labelledby="calendar-title">
      <p>
        <Link to={paths.calendars.list}>← Alle Kalender</Link>
      </p>
      <h1 id="calendar-title">{calendar.name}</h1>
      {calendar.source ? <SourceStatus source={calendar.source} /> : null}
      {own ? (
        calendar.share_class ? (
          <p>Geteilt mit der Klasse {calendar.share_class}.</p>
        ) : null
      ) : (
        <MemberHeader calendar={calendar} />
      )}

      <div className="button-row view-switch" role="group" aria-label="Ansicht">
        <button type="button" className="secondary" aria-pressed={view === 'month'} onClick={() => setView('month')}>
          Monat
        </button>
        <button type="button" className="secondary" aria-pressed={view === 'agenda'} onClick={() => setView('agenda')}>
          Agenda
        </button>
        {editable ? (
          <button
            type="button"
            onClick={() => {
              setOpenDay(focusedDay);
              setEditing('new');
            }}
          >
            Termin hinzufügen
          </button>
        ) : null}
      </div>
      {save.isSuccess && !editing ? <Alert kind="success">{save.data.message}</Alert> : null}
      {remove.isSuccess ? <Alert kind="success">{remove.data.message}</Alert> : null}
      {remove.error ? <Alert>{remove.error.message}</Alert> : null}

      {deleting ? (
        <ConfirmQuestion
          question={`Den Termin «${deleting.title}» löschen?`}
          confirmLabel="Ja, löschen"
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
          onCancel={() => setDeleting(null)}
        />
      ) : null}

      {editing ? (
        <EventForm
          event={editing === 'new' ? null : editing}
          day={openDay ?? focusedDay}
          ownerId={calendar.owner}
          pending={save.isPending}
          error={save.error?.message ?? null}
          onSave={onSave}
          onCancel={() => setEditing(null)}
        />
      ) : null}

      {view === 'month' ? (
        <section className="month" aria-label="Monatsansicht">
          <div className="month-nav">
            <button
              type="button"
              className="secondary"
              onClick={() => setFocusedDay(shiftMonth(focusedDay, -1))}
              aria-label="Vorheriger Monat"
            >
              ‹
            </button>
            <h2 id="month-title" aria-live="polite">
              {monthTitle(focusedDay)}
            </h2>
            <button
              type="button"
              className="secondary"
              onClick={() => setFocusedDay(shiftMonth(focusedDay, 1))}
              aria-label="Nächster Monat"
            >
              ›
            </button>
          </div>
          <p className="field-hint" id="month-help">
            Pfeiltasten wählen einen Tag, Bild auf/ab den Monat, Enter zeigt seine Termine.
          </p>
          <MonthGrid
            focusedDay={focusedDay}
            today={today}
            events={events}
            onFocusDay={setFocusedDay}
            onOpenDay={setOpenDay}
          />
          {openDay ? (
            <section className="day-panel" aria-labelledby="day-title">
              <h2 id="day-title" ref={dayHeading} tabIndex={-1}>
                {longDay(openDay)}
              </h2>
              {dayEvents.length === 0 ? <p>Keine Termine an diesem Tag.</p> : null}
              {dayEvents.map((event) => (
                <EventItem key={event.id} event={event} busy={remove.isPending} {...ownerActions} />
              ))}
              {editable ? (
                <p>
                  <button type="button" onClick={() => setEditing('new')}>
                    Termin am {openDay.split('-').reverse().join('.')} hinzufügen
                  </button>
                </p>
              ) : null}
            </section>
          ) : null}
        </section>
      ) : (
        <AgendaList events={events} today={today} busy={remove.isPending} {...ownerActions} />
      )}

      {own && account.info ? (
        <details className="calendar-settings">
          <summary>{calendar.source ? 'Teilen, aufs Handy, Abo beenden' : 'Teilen, aufs Handy, importieren'}</summary>
          <SharePanel calendar={calendar} members={members} classes={account.info.classes} />
          <FeedPanel calendar={calendar} />
          {calendar.source ? null : <ImportPanel calendar={calendar} />}
          <CalendarAdmin calendar={calendar} />
        </details>
      ) : null}
      {own ? null : (
        <details className="calendar-settings">
          <summary>Aufs Handy, verlassen</summary>
          <FeedPanel calendar={calendar} />
          <LeavePanel calendar={calendar} />
        </details>
      )}
    </section>
  );
}
