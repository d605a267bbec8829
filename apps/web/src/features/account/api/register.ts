import type { RegisterRequest } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

interface MessageReply {
  message: string;
}

/** `POST /account/register`: stores a pending registration and mails the link. */
const register = (body: RegisterRequest) => api<MessageReply>('/account/register', { json: body });

export function useRegister(onSuccess: () => void) {
  return useMutation({ mutationFn: register, onSuccess });
}

/** `POST /account/register/continue`: creates the account from the mailed code. */
const confirmRegistration = (code: string) => api<MessageReply>('/account/register/continue', { json: { code } });

export function useConfirmRegistration(onSuccess: () => void) {
  return useMutation({ mutationFn: confirmRegistration, onSuccess });
}
