import { paths } from '../../../config/paths';
import { ACCOUNT_TEXTS } from '@app/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { useLogout } from '../api/sign-in';
import '../account.css';

/** How long a notice handed over by another screen (password changed) stays readable. */
const NOTICE_MS = 2500;

/** Location state another screen may pass: a success message to show while logging out. */
export interface LogoutState {
  notice?: string;
}

/** /abmelden: 'Sie werden abgemeldet.', ends the session and goes to the start page. */
export default function LogoutPage() {
  const navigate = useNavigate();
  const notice = (useLocation().state as LogoutState | null)?.notice;
  const logout = useLogout(() => {
    const leave = () => void navigate(paths.home, { replace: true });
    if (notice) window.setTimeout(leave, NOTICE_MS);
    else leave();
  });
  const { mutate } = logout;
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);
  return (
    <section className="account-page" aria-labelledby="logout-title">
      <h1 id="logout-title">Abmelden</h1>
      {notice ? <Alert kind="success">{notice}</Alert> : null}
      {logout.error ? <Alert>{logout.error.message}</Alert> : <p aria-live="polite">{ACCOUNT_TEXTS.loggingOut}</p>}
    </section>
  );
}
