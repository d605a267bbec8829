// No zod here: the start page imports these without pulling the schema library into its chunk.
import { type Plan, PLANS } from '../plans/plans';

/** What an event is: an exam drives learning, homework and appointments are just kept. */
export const EVENT_KINDS = ['exam', 'homework', 'appointment'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_LABELS: Readonly<Record<EventKind, string>> = {
  exam: 'Prüfung',
  homework: 'Hausaufgabe',
  appointment: 'Termin',
};

/**
 * The two calendars SPEC's plan table reserves: every account has them (made at its first
 * calendar call), they count towards the plan's number and cannot be deleted.
 */
export const RESERVED_CALENDARS = ['exams', 'homework'] as const;
export type ReservedCalendar = (typeof RESERVED_CALENDARS)[number];
export const RESERVED_CALENDAR_NAMES: Readonly<Record<ReservedCalendar, string>> = {
  exams: 'Prüfungen',
  homework: 'Hausaufgaben',
};

export const CALENDAR_NAME_MAX = 40;
export const EVENT_TITLE_MAX = 120;
export const EVENT_NOTE_MAX = 2000;
/** Longest event: a month of all-day events (holidays), in minutes. */
export const EVENT_DURATION_MAX = 31 * 24 * 60;
/** Learning sets and documents one event may link to. */
export const MAX_EVENT_LINKS = 20;
/** Events one calendar holds at most: a school year's timetable fits with room to spare. */
export const MAX_CALENDAR_EVENTS = 5000;
/** Events one import may add (recurrences counted one by one). */
export const MAX_IMPORT_EVENTS = 2000;
/** Largest `.ics` file accepted: a whole school year's timetable is well under it. */
export const MAX_ICS_BYTES = 2 * 1024 * 1024;

/** German texts of the calendar screens and calls. */
export const CALENDAR_TEXTS = {
  notFound: 'Dieser Kalender existiert nicht.',
  eventNotFound: 'Dieser Termin existiert nicht.',
  noAccess: 'Sie haben keinen Zugriff auf diesen Kalender.',
  ownerOnly: 'Nur die Person, der dieser Kalender gehört, kann ihn ändern.',
  reservedNotDeletable:
    'Die Kalender «Prüfungen» und «Hausaufgaben» gehören zu jedem Konto und können nicht gelöscht werden.',
  nameRequired: 'Bitte geben Sie einen Namen für den Kalender an.',
  nameMax: `Der Name darf höchstens ${CALENDAR_NAME_MAX} Zeichen lang sein.`,
  titleRequired: 'Bitte geben Sie einen Titel an.',
  titleMax: `Der Titel darf höchstens ${EVENT_TITLE_MAX} Zeichen lang sein.`,
  dayInvalid: 'Bitte geben Sie ein gültiges Datum an (TT.MM.JJJJ).',
  timeInvalid: 'Bitte geben Sie eine gültige Uhrzeit an (HH:MM).',
  durationInvalid: `Die Dauer muss eine ganze Zahl von 1 bis ${EVENT_DURATION_MAX} Minuten sein.`,
  durationWithoutTime: 'Eine Dauer braucht eine Uhrzeit.',
  kindInvalid: 'Bitte wählen Sie, ob es eine Prüfung, eine Hausaufgabe oder ein Termin ist.',
  noteMax: `Die Notiz darf höchstens ${EVENT_NOTE_MAX} Zeichen lang sein.`,
  tooManyLinks: `Ein Termin kann höchstens ${MAX_EVENT_LINKS} Lernsets und ${MAX_EVENT_LINKS} Dokumente verknüpfen.`,
  badLink: 'Die Auswahl der verknüpften Lernsets oder Dokumente ist ungültig.',
  setMissing: 'Mindestens eines der gewählten Lernsets existiert nicht mehr.',
  documentMissing: 'Mindestens eines der gewählten Dokumente existiert nicht mehr.',
  shareNotOwnClass: 'Sie können einen Kalender nur mit einer Ihrer eigenen Klassen teilen.',
  tooManyEvents: `Ein Kalender kann höchstens ${MAX_CALENDAR_EVENTS} Termine enthalten.`,
  subscribeOwn: 'Ihre eigenen Kalender stehen schon auf Ihrer Startseite.',
  created: 'Der Kalender wurde erstellt.',
  renamed: 'Der Kalender wurde umbenannt.',
  deleted: 'Der Kalender wurde gelöscht.',
  shared: (className: string) => `Der Kalender ist jetzt mit der Klasse ${className} geteilt.`,
  unshared: 'Der Kalender ist nicht mehr geteilt.',
  joinLinkInvalid:
    'Dieser Beitrittslink ist nicht (mehr) gültig. Bitten Sie die Person, die den Kalender teilt, um den aktuellen Link.',
  joinLinkRequired: 'Bitte fügen Sie den Beitrittslink ein, den Sie bekommen haben.',
  joinLinkRenewed:
    'Der neue Beitrittslink ist bereit. Der bisherige funktioniert ab sofort nicht mehr; wer schon beigetreten ist, bleibt Mitglied.',
  joinLinkDeleted:
    'Der Beitrittslink wurde gelöscht: Niemand kann mehr neu beitreten. Wer schon beigetreten ist, bleibt Mitglied.',
  joinLinkNotShared: 'Teilen Sie den Kalender zuerst mit einer Klasse.',
  joinOwn: 'Das ist Ihr eigener Kalender.',
  joined: (name: string) => `Sie sind dem Kalender «${name}» beigetreten. Sie können ihn jetzt lesen.`,
  memberNotFound: 'Diese Person ist nicht Mitglied dieses Kalenders.',
  memberRemoved: (name: string) => `${name} kann den Kalender nicht mehr lesen.`,
  leaveOwn: 'Ihren eigenen Kalender können Sie nicht verlassen.',
  left: 'Sie haben den Kalender verlassen. Mit dem Beitrittslink können Sie wieder beitreten.',
  subscribed: 'Der Kalender steht jetzt auf Ihrer Startseite.',
  unsubscribed: 'Der Kalender steht nicht mehr auf Ihrer Startseite.',
  eventCreated: 'Der Termin wurde gespeichert.',
  eventChanged: 'Der Termin wurde geändert.',
  eventDeleted: 'Der Termin wurde gelöscht.',
  feedRenewed:
    'Die neue Adresse ist bereit. Die bisherige Adresse funktioniert ab sofort nicht mehr: Tragen Sie die neue auf Ihrem Handy ein.',
  feedNotFound: 'Diese Kalenderadresse ist nicht (mehr) gültig.',
  icsRequired: 'Bitte wählen Sie eine .ics-Datei aus.',
  icsTooLarge: `Die Datei ist zu gross. Kalenderdateien dürfen höchstens ${MAX_ICS_BYTES / 1024 / 1024} MB gross sein.`,
  icsUnreadable: 'Die Datei konnte nicht als Kalender (iCalendar, .ics) gelesen werden. Es wurde nichts importiert.',
  icsTooSlow:
    'Die Datei konnte nicht rechtzeitig gelesen werden. Bitte prüfen Sie sie oder teilen Sie sie in kleinere Dateien auf. Es wurde nichts importiert.',
  icsNoEvents: 'Die Datei enthält keine Termine von heute bis zum Ende des Schuljahres. Es wurde nichts importiert.',
  icsBadEvent: (title: string) =>
    `Der Termin «${title}» hat kein gültiges Datum. Die Datei wurde deshalb nicht importiert.`,
  icsTooFrequent: (title: string) =>
    `Der Termin «${title}» wiederholt sich öfter als täglich und kann nicht importiert werden. Es wurde nichts importiert.`,
  icsTooMany: `Die Datei enthält mehr als ${MAX_IMPORT_EVENTS} Termine bis zum Ende des Schuljahres. Bitte teilen Sie sie auf. Es wurde nichts importiert.`,
  imported: (n: number, until: string) =>
    `${n === 1 ? '1 Termin wurde' : `${n} Termine wurden`} importiert (wiederkehrende Termine bis ${until}).`,
} as const;

/** The 403 of a create beyond the plan's number of calendars (SPEC §9, reserved ones counted). */
export function calendarLimitMessage(plan: Pick<Plan, 'label' | 'ownCalendars'>): string {
  const larger = Object.values(PLANS).filter((p) => p.ownCalendars > plan.ownCalendars);
  const more = larger.length
    ? ` Mit ${larger.map((p) => `${p.label} (${p.ownCalendars})`).join(' oder ')} können Sie mehr Kalender anlegen.`
    : '';
  return `Mit ${plan.label} können Sie höchstens ${plan.ownCalendars} eigene Kalender haben (die Kalender «Prüfungen» und «Hausaufgaben» mitgezählt).${more}`;
}

/** "{n} Karten bis zur Prüfung" on the start page. */
export function cardsUntilExamText(cards: number): string {
  return `${cards === 1 ? '1 Karte' : `${cards} Karten`} bis zur Prüfung`;
}
