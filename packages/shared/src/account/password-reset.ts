import { z } from 'zod';
import { singleLineText } from '../format/plain-text';
import { ACCOUNT_MESSAGES as M } from './messages';
import { bothPasswordsTyped, PASSWORD_MAX, PASSWORD_MIN } from './schemas';

/** The mailed link works this long, once (like the registration link, SPEC §9). */
export const PASSWORD_RESET_TTL_MS = 15 * 60 * 1000;

/** Texts of the 'Passwort vergessen?' screens and replies. */
export const PASSWORD_RESET_TEXTS = {
  /** The same reply whether or not the address has an account: it reveals nothing. */
  requested:
    'Falls zu dieser E-Mail-Adresse ein Konto besteht, haben wir Ihnen eine E-Mail mit einem Link geschickt. Öffnen Sie den Link innerhalb von 15 Minuten, um ein neues Passwort festzulegen.',
  done: 'Ihr Passwort wurde geändert. Sie wurden auf allen Geräten abgemeldet und können sich jetzt mit dem neuen Passwort anmelden.',
  expired: 'Dieser Link ist abgelaufen. Bitte fordern Sie einen neuen Link an.',
  invalid: 'Dieser Link ist ungültig oder wurde bereits verwendet. Bitte fordern Sie einen neuen Link an.',
  tooMany: 'Zu viele Anfragen für diese E-Mail-Adresse. Bitte warten Sie eine Stunde und versuchen Sie es dann erneut.',
} as const;

/** `POST /account/password-reset`: any address is accepted, so the reply cannot tell which exist. */
export const PasswordResetRequestSchema = z.object({
  email: singleLineText({ message: M.emailRequired }).min(1, M.emailRequired).pipe(z.email(M.emailInvalid)),
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** `POST /account/password-reset/confirm`: the mailed token and the new password (the settings' rules). */
export const PasswordResetConfirmSchema = z.object({
  token: z.string().min(16).max(256),
  password: z
    .string({ message: M.newPasswordMin })
    .min(PASSWORD_MIN, M.newPasswordMin)
    .max(PASSWORD_MAX, M.passwordMax),
});
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;

/** The form of the mailed link's page: the new password twice. */
export const PasswordResetFormSchema = PasswordResetConfirmSchema.omit({ token: true })
  .extend({ passwordRepeat: z.string().min(1, M.newPasswordRepeatRequired) })
  .refine((v) => v.password === v.passwordRepeat, {
    message: M.newPasswordsDiffer,
    path: ['passwordRepeat'],
    when: bothPasswordsTyped,
  });
