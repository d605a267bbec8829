import { CALENDAR_JOIN_PATH } from '@app/shared/calendars/join-link';
import { PASSWORD_RESET_PATH } from '@app/shared/http/envelope';
import { joinLearnsetIds } from '@app/shared/learnsets/texts';

/**
 * Every screen's URL in one place: links, redirects and the sidebar all read them here. File
 * downloads are built beside their formats (`learnsetExportPath`), off the first page.
 */
export const paths = {
  home: '/',
  signIn: '/anmelden',
  signOut: '/abmelden',
  register: '/registrieren',
  registerPending: '/registrieren/weiter',
  registerDone: '/registrieren/fertig',
  passwordForgotten: PASSWORD_RESET_PATH,
  settings: '/einstellungen',
  favorites: '/einstellungen#favoriten',
  premium: '/premium',
  review: '/wiederholen',
  calendars: {
    list: '/kalender',
    calendar: (id: string) => `/kalender/${encodeURIComponent(id)}`,
    /** The join link a calendar's owner hands out to the class (the code is the proof). */
    join: (code: string) => `${CALENDAR_JOIN_PATH}${encodeURIComponent(code)}`,
  },
  termsOfUse: '/nutzungsbedingungen',
  news: '/news',
  info: {
    team: '/über/team',
    contact: '/über/kontakt',
    sourceCode: '/über/quellcode',
    imprint: '/über/impressum',
    privacy: '/über/datenschutz',
    terms: '/über/agb',
  },
  documents: {
    list: '/dokumente',
    upload: '/dokumente/neu',
    preview: (id: string) => `/dokumente/vorschau/${encodeURIComponent(id)}`,
    edit: (id: string) => `/dokumente/bearbeiten/${encodeURIComponent(id)}`,
  },
  learnsets: {
    list: '/lernsets',
    upload: '/lernsets/neu',
    help: '/lernsets/hilfe',
    preview: (id: string) => `/lernsets/vorschau/${id}`,
    edit: (id: string) => `/lernsets/bearbeiten/${id}`,
    /** Ids joined by '.' (SPEC §2); ids never contain a dot. */
    learn: (ids: readonly string[]) => `/lernsets/lernen/${joinLearnsetIds(ids)}`,
    /** Study modes over the same selection as learn mode. */
    cards: (ids: readonly string[]) => `/lernsets/karten/${joinLearnsetIds(ids)}`,
    test: (ids: readonly string[]) => `/lernsets/test/${joinLearnsetIds(ids)}`,
    match: (ids: readonly string[]) => `/lernsets/zuordnen/${joinLearnsetIds(ids)}`,
    /** The exam date of a selection, and what it means per day. */
    exam: (ids: readonly string[]) => `/lernsets/pruefung/${joinLearnsetIds(ids)}`,
  },
} as const;
