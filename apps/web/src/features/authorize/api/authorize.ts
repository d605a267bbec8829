import type { AuthorizeBody, AuthToken } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `POST /authorize`: the server calls the application; success means it confirmed with 2xx. */
const authorize = (body: AuthorizeBody) => api<{ message: string }>('/authorize', { json: body });

/** Authorises the token's application, then leaves for its redirect URL. */
export function useAuthorize(token: AuthToken, leave: (url: string) => void = (url) => window.location.assign(url)) {
  return useMutation({
    mutationFn: () => authorize({ url: token.appUrl, token: token.secret, redirect: token.redirectUrl }),
    onSuccess: () => leave(token.redirectUrl),
  });
}
