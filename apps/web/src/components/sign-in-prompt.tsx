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
        <Link className="button" to="/anmelden">
          Anmelden
        </Link>
        {register ? (
          <Link className="button secondary" to="/registrieren">
            Registrieren
          </Link>
        ) : null}
      </p>
    </>
  );
}
