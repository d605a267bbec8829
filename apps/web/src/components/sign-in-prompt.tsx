import { paths } from '../config/paths';
import { Link } from 'react-router';

/**
 * What a visitor sees where an account is needed (settings, buying, authorising): why, and the
 * way to sign in or register.
 */
export function SignInPrompt({ message, register = true }: { message: string; register?: boolean }) {
  return (
    <>
      <p>{message}</p>
      <p className="button-row">
        <Link className="button" to={paths.signIn}>
          Anmelden
        </Link>
        {register ? (
          <Link className="button secondary" to={paths.register}>
            Registrieren
          </Link>
        ) : null}
      </p>
    </>
  );
}
