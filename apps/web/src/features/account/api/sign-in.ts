import { ACCOUNT_MESSAGES, type SignInRequest } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
import { refreshAccount, setVisitor } from '../../../lib/boot-data';

/** `POST /account/signin`, then the account is reloaded so every screen sees the session. */
async function signIn(body: SignInRequest): Promise<void> {
  await api('/account/signin', { json: body });
  await refreshAccount();
}

export function useSignIn(onSuccess: () => void) {
  return useMutation({ mutationFn: signIn, onSuccess });
}

/** SPEC §8: a failed pair gets the fixed text, anything else the server's own message. */
export function signInErrorMessage(error: Error): string {
  if (error instanceof ApiError && error.body?.error === 'sign-in failed') return ACCOUNT_MESSAGES.signInFailed;
  return error.message;
}

/** `POST /account/logout`; on success the account is a visitor without another round trip. */
async function logout(): Promise<void> {
  await api('/account/logout', { json: {} });
  setVisitor();
}

export function useLogout(onSuccess: () => void) {
  return useMutation({ mutationFn: logout, onSuccess });
}
