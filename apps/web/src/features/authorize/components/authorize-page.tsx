import { paths } from '../../../config/paths';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { AUTHORIZE_TEXTS, type AuthToken, parseAuthToken } from '@app/shared';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { useAccount } from '../../../lib/boot-data';
import { useAuthorize } from '../api/authorize';
import '../authorize.css';

function Confirmation({ token }: { token: AuthToken }) {
  const navigate = useNavigate();
  const authorize = useAuthorize(token);
  // The product's own apps live on its host; anything else gets the warning of SPEC §5.
  const external = token.host !== window.location.host;
  return (
    <>
      <p>{AUTHORIZE_TEXTS.question}</p>
      <dl className="authorize-app">
        <dt>Anwendung</dt>
        <dd>{token.host}</dd>
        <dt>Danach weiter zu</dt>
        <dd>{token.redirectUrl}</dd>
      </dl>
      <p>{AUTHORIZE_TEXTS.sharedData}</p>
      {external ? <Alert kind="info">{AUTHORIZE_TEXTS.externalWarning}</Alert> : null}
      {authorize.error ? <Alert>{authorize.error.message}</Alert> : null}
      <p className="authorize-buttons">
        <button type="button" onClick={() => authorize.mutate()} disabled={authorize.isPending || authorize.isSuccess}>
          {AUTHORIZE_TEXTS.authorize}
        </button>
        <button type="button" className="secondary" onClick={() => void navigate(paths.home)}>
          {AUTHORIZE_TEXTS.cancel}
        </button>
      </p>
    </>
  );
}

/** /autorisieren/{token}: the four states of SPEC §4. */
export default function AuthorizePage() {
  const { token: raw = '' } = useParams();
  const parsed = useMemo(() => parseAuthToken(raw), [raw]);
  const account = useAccount();

  let body;
  if (!parsed.ok) body = <Alert>{AUTHORIZE_TEXTS.invalid}</Alert>;
  else if (!account) body = <p className="loading">{AUTHORIZE_TEXTS.waiting}</p>;
  else if (account.valid) body = <Confirmation token={parsed.token} />;
  else {
    body = (
      <>
        <SignInPrompt message={AUTHORIZE_TEXTS.loginRequired} />
        <p className="authorize-note">{AUTHORIZE_TEXTS.reopenNote}</p>
      </>
    );
  }
  return (
    <section className="authorize-page" aria-labelledby="authorize-title">
      <h1 id="authorize-title">Anwendung autorisieren</h1>
      {body}
    </section>
  );
}
