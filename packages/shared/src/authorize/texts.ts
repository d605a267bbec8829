import { z } from 'zod';
import { SINGLE_LINE_CHECK } from '../format/plain-text';

/** Texts of the authorise page (SPEC §4/§5) and of `POST /api/v1/authorize`. */
export const AUTHORIZE_TEXTS = {
  invalid:
    'Dieser Link ist ungültig. Bitte versuchen Sie es mit einem anderen Link oder wenden Sie sich an den Administrator der Website, die Sie hierher geschickt hat.',
  waiting: 'Der Link wird geprüft. Bitte warten Sie einen Moment.',
  question: 'Möchten Sie dieser Anwendung erlauben, Ihr Konto zu verwenden?',
  sharedData: 'Die Anwendung erhält dabei Ihre E-Mail-Adresse.',
  externalWarning:
    'Achtung: Diese Anwendung gehört nicht zu dieser Website. Wir haben keinen Einfluss auf die Inhalte der externen Anwendung.',
  loginRequired: 'Sie müssen angemeldet sein, um eine Anwendung zu autorisieren.',
  reopenNote: 'Öffnen Sie diesen Link nach der Anmeldung oder Registrierung bitte erneut.',
  authorize: 'Autorisieren',
  cancel: 'Abbrechen',
  success: 'Die Anwendung wurde autorisiert.',
  targetRefused: 'Diese Anwendung darf aus Sicherheitsgründen nicht kontaktiert werden.',
  appFailed:
    'Die Anwendung hat die Autorisierung nicht bestätigt. Bitte versuchen Sie es später erneut oder wenden Sie sich an die Anwendung.',
  tooMany: 'Sie haben zu viele Anwendungen autorisiert. Bitte warten Sie einen Moment.',
} as const;

const url = z
  .string({ message: AUTHORIZE_TEXTS.invalid })
  .check(SINGLE_LINE_CHECK)
  .min(1, AUTHORIZE_TEXTS.invalid)
  .max(2048, AUTHORIZE_TEXTS.invalid);

/**
 * `POST /api/v1/authorize`: the application URL and the secret, as SPEC §7's clients send them.
 * Our client adds the redirect URL, so the server checks the host rule itself instead of trusting
 * the browser; without it (the old web client), that check stays in the client, as SPEC §5 has it.
 */
export const AuthorizeBodySchema = z.object({
  url,
  token: z
    .string({ message: AUTHORIZE_TEXTS.invalid })
    .min(1, AUTHORIZE_TEXTS.invalid)
    .max(1024, AUTHORIZE_TEXTS.invalid),
  redirect: url.optional(),
});
export type AuthorizeBody = z.infer<typeof AuthorizeBodySchema>;
