import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { Loading } from '../../../components/loading';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { paths } from '../../../config/paths';
import { useAccount } from '../../../lib/boot-data';
import { useJoinCalendar, useJoinPreview } from '../api/calendars';
import '../calendar.css';

/**
 * /kalender/beitreten/{code}: the join link a calendar's owner hands out. Signed in, the pupil sees
 * whose calendar it is and joins with a button (never by merely opening a link), then reads it
 * (docs/decisions/0027-class-membership.md).
 */
export default function CalendarJoinPage() {
  const { code = '' } = useParams();
  const account = useAccount();
  const valid = account?.valid === true;
  const preview = useJoinPreview(code, valid);
  const join = useJoinCalendar();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const calendar = preview.data?.calendar;

  // Where the page's content changes (the invitation arrived), the screen reader starts there.
  useEffect(() => {
    if (calendar) heading.current?.focus();
  }, [calendar]);

  let body;
  if (account === null || (valid && preview.isPending)) body = <Loading />;
  else if (!valid) {
    body = (
      <SignInPrompt message="Melden Sie sich an, um dem Kalender beizutreten. Öffnen Sie danach den Beitrittslink noch einmal." />
    );
  } else if (preview.error) body = <Alert>{preview.error.message}</Alert>;
  else if (calendar && preview.data?.own) body = <p>«{calendar.name}» ist Ihr eigener Kalender.</p>;
  else if (calendar && preview.data?.member) body = <p>Sie sind dem Kalender «{calendar.name}» schon beigetreten.</p>;
  else if (calendar) {
    body = (
      <>
        <p>
          {calendar.owner_name} teilt den Kalender «{calendar.name}» mit der Klasse {calendar.share_class}. Wenn Sie
          beitreten, können Sie ihn lesen, aber nicht ändern, und auf Ihre Startseite oder Ihr Handy nehmen.{' '}
          {calendar.owner_name} sieht Ihren Namen in der Liste der Mitglieder.
        </p>
        <p>
          <button
            type="button"
            disabled={join.isPending}
            onClick={() =>
              join.mutate(code, {
                onSuccess: (reply) =>
                  void navigate(paths.calendars.calendar(reply.id), {
                    replace: true,
                    state: { joined: reply.message },
                  }),
              })
            }
          >
            Kalender beitreten
          </button>
        </p>
        {join.error ? <Alert>{join.error.message}</Alert> : null}
      </>
    );
  }
  return (
    <section className="calendar-list-page" aria-labelledby="join-title">
      <h1 id="join-title" ref={heading} tabIndex={-1}>
        {calendar ? `Kalender «${calendar.name}» beitreten` : 'Kalender beitreten'}
      </h1>
      {body}
      <p className="button-row">
        {calendar && (preview.data?.own || preview.data?.member) ? (
          <Link className="button" to={paths.calendars.calendar(calendar.id)}>
            Kalender öffnen
          </Link>
        ) : null}
        <Link to={paths.calendars.list}>Zu den Kalendern</Link>
      </p>
    </section>
  );
}
