// No zod here: the calendar screens import these without the schema library (schemas.ts has the schemas).

/** How often a subscribed calendar is fetched again (each one at its own time, jittered). */
export const SOURCE_REFRESH_HOURS = 6;
/** Longest address accepted: a school's or Google's secret address is far below it. */
export const SOURCE_URL_MAX = 2000;

/** German texts of calendars subscribed by address. */
export const CALENDAR_SOURCE_TEXTS = {
  urlInvalid:
    'Bitte geben Sie die Adresse des Kalenders ein, wie sie die Schule oder die Kalender-App angibt (beginnend mit https:// oder webcal://).',
  unreachable:
    'Der Kalender unter dieser Adresse konnte nicht geladen werden. Bitte prüfen Sie die Adresse und versuchen Sie es später noch einmal.',
  notAllowed: 'Diese Adresse ist nicht erlaubt: Kalender werden nur von öffentlichen Adressen im Internet geladen.',
  notCalendar: 'Unter dieser Adresse liegt kein Kalender (iCalendar, .ics).',
  tooLarge: 'Der Kalender unter dieser Adresse ist zu gross (höchstens 2 MB).',
  readOnly:
    'Dieser Kalender ist abonniert: Seine Termine kommen von seiner Adresse und können hier nicht geändert werden. Um das Abo zu beenden, löschen Sie den Kalender.',
  added: (n: number, until: string) =>
    `Der Kalender ist abonniert: ${n === 1 ? '1 Termin' : `${n} Termine`} bis ${until}. Er wird alle ${SOURCE_REFRESH_HOURS} Stunden aktualisiert.`,
} as const;

/**
 * The address as it is fetched: `webcal://` (and `webcals://`) is what calendar apps write for
 * https; http and https stay; anything else is null.
 */
export function toSourceUrl(raw: string): string | null {
  const trimmed = raw.trim().replace(/^webcals?:\/\//i, 'https://');
  if (trimmed.length > SOURCE_URL_MAX) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.href;
  } catch {
    return null;
  }
}
