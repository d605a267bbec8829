import { CALENDAR_JOIN_PATH } from '../calendars/join-link';

/** Every API reply carries `status`; errors carry a German `message`. */
export type ApiSuccess<T extends object = object> = { status: 'success' } & T;
export interface ApiError {
  status: 'error';
  message: string;
  /** Machine-readable reason, e.g. 'sign-in failed'. */
  error?: string;
}
export type ApiReply<T extends object = object> = ApiSuccess<T> | ApiError;

export const API_PREFIX = '/api/v1';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** German messages the HTTP layer itself produces. */
export const HTTP_MESSAGES = {
  notFound: 'Diese Schnittstelle existiert nicht.',
  forbiddenXsrf:
    'Die Anfrage wurde abgelehnt, da der Schutz vor gefälschten Anfragen fehlt. Bitte laden Sie die Seite neu.',
  unauthorized: 'Sie müssen angemeldet sein.',
  forbidden: 'Sie haben keinen Zugriff auf diese Seite.',
  badRequest: 'Die Anfrage ist ungültig.',
  tooLarge: 'Die Anfrage ist zu gross.',
  compressedBody: 'Komprimiert gesendete Anfragen werden nicht angenommen. Bitte senden Sie die Daten unkomprimiert.',
  uriTooLong: 'Die Adresse der Anfrage ist zu lang.',
  headersTooLarge: 'Die Kopfzeilen der Anfrage sind zu gross.',
  timeout: 'Die Anfrage kam zu langsam an und wurde abgebrochen.',
  tooMany: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  unavailable: 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in Kürze erneut.',
  internal: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  blocked: 'Ihre Adresse wurde gesperrt.',
} as const;

/** 'Passwort vergessen?': the screen where the address is typed; the mailed link adds its token. */
export const PASSWORD_RESET_PATH = '/passwort-vergessen';

/**
 * Screens whose path ends in a secret (the mailed registration code, the authorise token, a
 * calendar's join code). The server's access log keeps only the prefix of such a path.
 */
export const SECRET_PAGE_PREFIXES = [
  '/registrieren/mail/',
  '/registrieren/',
  '/autorisieren/',
  `${PASSWORD_RESET_PATH}/`,
  CALENDAR_JOIN_PATH,
] as const;
