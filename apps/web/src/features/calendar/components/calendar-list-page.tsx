import type { CalendarSummary } from '@app/shared/calendars/schemas';
import { CALENDAR_NAME_MAX } from '@app/shared/calendars/texts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { Loading } from '../../../components/loading';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { useAccount } from '../../../lib/boot-data';
import { useCalendars, useCreateCalendar, useSubscribeCalendar } from '../api/calendars';
import '../calendar.css';
import { JoinForm } from './join-form';
import { SourceForm } from './source-form';

function CalendarCard({ calendar, children }: { calendar: CalendarSummary; children?: ReactNode }) {
  const details = [
    calendar.events === 1 ? '1 Termin' : `${calendar.events} Termine`,
    calendar.own ? null : `von ${calendar.owner_name}`,
    calendar.share_class ? `geteilt mit ${calendar.share_class}` : null,
    calendar.source ? 'abonniert' : null,
  ].filter(Boolean);
  return (
    <li className="calendar-card">
      <Link to={paths.calendars.calendar(calendar.id)}>{calendar.name}</Link>
      <span className="calendar-card-details">{details.join(' · ')}</span>
      {children}
    </li>
  );
}

/** /kalender: own calendars (within the plan's number), classmates' shared calendars joined by link, and invitations. */
export default function CalendarListPage() {
  const account = useAccount();
  const valid = account?.valid === true;
  const query = useCalendars(valid);
  const create = useCreateCalendar();
  const subscribe = useSubscribeCalendar();
  const navigate = useNavigate();
  const [name, setName] = useState('');

  let body;
  if (account === null || (valid && query.isPending)) body = <Loading />;
  else if (!valid) body = <SignInPrompt message="Sie müssen angemeldet sein, um Kalender zu nutzen." />;
  else if (query.error) body = <Alert>{query.error.message}</Alert>;
  else if (query.data) {
    const { calendars, shared, invited, limit } = query.data;
    const full = limit.used >= limit.max;
    const submit = (event: FormEvent) => {
      event.preventDefault();
      create.mutate(name, {
        onSuccess: (reply) => void navigate(paths.calendars.calendar(reply.id)),
      });
    };
    body = (
      <>
        <h2>Meine Kalender</h2>
        <ul className="calendar-cards">
          {calendars.map((calendar) => (
            <CalendarCard key={calendar.id} calendar={calendar} />
          ))}
        </ul>
        <p>
          {limit.used} von {limit.max} Kalendern mit {limit.plan}
          {full ? (
            <>
              {' '}
              · <Link to={paths.premium}>Mehr Kalender mit Premium</Link>
            </>
          ) : null}
        </p>
        <form className="inline-form" onSubmit={submit} noValidate aria-label="Kalender erstellen">
          <label htmlFor="new-calendar">Neuer Kalender</label>
          <input
            id="new-calendar"
            type="text"
            maxLength={CALENDAR_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="z. B. Sport"
          />
          <button type="submit" disabled={create.isPending}>
            Erstellen
          </button>
        </form>
        {create.error ? (
          <Alert>
            {create.error.message}{' '}
            {create.error instanceof ApiError && create.error.httpStatus === 403 ? (
              <Link to={paths.premium}>Zu Premium</Link>
            ) : null}
          </Alert>
        ) : null}
        <SourceForm />

        <h2>Mit meiner Klasse geteilt</h2>
        <p>
          Einen geteilten Kalender lesen Sie, wenn Sie mit seinem Beitrittslink beigetreten sind. Den Link bekommen Sie
          von der Person, die ihn teilt.
        </p>
        {shared.length === 0 ? (
          <p>Sie sind noch keinem geteilten Kalender beigetreten.</p>
        ) : (
          <ul className="calendar-cards">
            {shared.map((calendar) => (
              <CalendarCard key={calendar.id} calendar={calendar}>
                <button
                  type="button"
                  className="secondary"
                  aria-pressed={calendar.subscribed}
                  aria-label={`Auf meiner Startseite: ${calendar.name}`}
                  disabled={subscribe.isPending}
                  onClick={() => subscribe.mutate({ id: calendar.id, subscribed: !calendar.subscribed })}
                >
                  Auf meiner Startseite
                </button>
              </CalendarCard>
            ))}
          </ul>
        )}
        {subscribe.error ? <Alert>{subscribe.error.message}</Alert> : null}
        {subscribe.isSuccess ? <Alert kind="success">{subscribe.data.message}</Alert> : null}
        {invited.length > 0 ? (
          <>
            <h3>Für Ihre Klasse geteilt, noch nicht beigetreten</h3>
            <ul className="calendar-cards">
              {invited.map((calendar) => (
                <li key={calendar.id} className="calendar-card">
                  <strong>{calendar.name}</strong>
                  <span className="calendar-card-details">
                    von {calendar.owner_name} · Klasse {calendar.share_class} · Zum Lesen brauchen Sie den Beitrittslink
                    von {calendar.owner_name}.
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <JoinForm />
      </>
    );
  }
  return (
    <section className="calendar-list-page">
      <h1>Kalender</h1>
      <p>Prüfungen, Hausaufgaben und Termine, mit den Lernsets dazu, auf Wunsch mit der Klasse und auf dem Handy.</p>
      {body}
    </section>
  );
}
