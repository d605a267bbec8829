import type { MessageReply, PasswordResetConfirm, PasswordResetRequest } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { setVisitor } from '../../../lib/boot-data';

/** `POST /account/password-reset`: mails a link if the address has an account (the reply is the same). */
const requestPasswordReset = (body: PasswordResetRequest) =>
  api<MessageReply>('/account/password-reset', { json: body });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/**
 * `POST /account/password-reset/confirm`: sets the new password with the mailed token. The server
 * ends every session of the account, this browser's too: it becomes a visitor.
 */
async function confirmPasswordReset(body: PasswordResetConfirm): Promise<MessageReply> {
  const reply = await api<MessageReply>('/account/password-reset/confirm', { json: body });
  setVisitor();
  return reply;
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
