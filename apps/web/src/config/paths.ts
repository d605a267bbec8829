import { CALENDAR_JOIN_PATH } from '@app/shared/calendars/join-link';
import { PASSWORD_RESET_PATH } from '@app/shared/http/envelope';
import { LEARN_PAGE_PATTERN } from '@app/shared/learnsets/learn-page';
import { joinLearnsetIds } from '@app/shared/learnsets/texts';

/** A page whose address ends in a value: called, the link to one value; `pattern`, its route. */
export interface ValuePage<Value, Pattern extends string> {
  (value: Value): string;
  readonly pattern: Pattern;
}

/**
 * The page of `pattern`, whose last segment (`:name`) holds a value: its link puts the value
 * there, URL-encoded, after `toText` made it text (a selection of sets: 'a.b.c'). Marked pure, so
 * the build leaves out the pages no link of the app leads to (their routes still name them).
 */
/* @__NO_SIDE_EFFECTS__ */
function page<const Pattern extends `/${string}:${string}`, Value = string>(
  pattern: Pattern,
  toText: (value: Value) => string = String,
): ValuePage<Value, Pattern> {
  const start = pattern.slice(0, pattern.lastIndexOf(':'));
  return Object.assign((value: Value) => start + encodeURIComponent(toText(value)), { pattern });
}

/**
 * Every screen's URL in one place: links, redirects, the sidebar and the routes (app/routes.tsx
 * may only name a page from here) all read them here. File downloads are built beside their
 * formats (`learnsetExportPath`), off the first page.
 */
export const paths = {
  home: '/',
  signIn: '/anmelden',
  signOut: '/abmelden',
  register: '/registrieren',
  registerPending: '/registrieren/weiter',
  registerDone: '/registrieren/fertig',
  /** Both links of the confirmation mail (SPEC §2); the server writes them. */
  registerConfirm: page('/registrieren/:mail_code'),
  registerConfirmMail: page('/registrieren/mail/:mail_code'),
  passwordForgotten: PASSWORD_RESET_PATH,
  /** The reset mail's link; the server writes it. */
  passwordReset: page(`${PASSWORD_RESET_PATH}/:token`),
  /** The settings: on a phone the list of topics, on a wide screen the list and the first topic. */
  settings: '/einstellungen',
  /** Each topic of the settings on a page of its own (`einstellungen/:thema?` in the routes). */
  settingsTopics: {
    profile: '/einstellungen/profil',
    learning: '/einstellungen/lernen',
    notifications: '/einstellungen/benachrichtigungen',
    startPage: '/einstellungen/startseite',
    display: '/einstellungen/darstellung',
    account: '/einstellungen/konto',
  },
  favorites: '/einstellungen/startseite#favoriten',
  premium: '/premium',
  /** Each paid plan's page with its QR-bill. */
  premiumBuy: { premium: '/premium/kaufen', lite: '/premium/lite/kaufen' },
  /** Where another app sends a pupil to authorise it (SPEC §4). */
  authorize: page('/autorisieren/:token'),
  review: '/wiederholen',
  calendars: {
    list: '/kalender',
    calendar: page('/kalender/:id'),
    /** The join link a calendar's owner hands out to the class (the code is the proof). */
    join: page(`${CALENDAR_JOIN_PATH}:code`),
  },
  termsOfUse: '/nutzungsbedingungen',
  /** The library's search over documents and sets (`?q=…`), opened from the header. */
  search: '/suche',
  /** The design system's tokens and components (not linked; docs/decisions/0057). */
  design: '/design',
  /** The newest news, or one by its id (`news/:id?` in the routes). */
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
    preview: page('/dokumente/vorschau/:id'),
    edit: page('/dokumente/bearbeiten/:id'),
  },
  learnsets: {
    list: '/lernsets',
    upload: '/lernsets/neu',
    help: '/lernsets/hilfe',
    preview: page('/lernsets/vorschau/:id'),
    edit: page('/lernsets/bearbeiten/:id'),
    /** Ids joined by '.' (SPEC §2); ids never contain a dot. */
    learn: page(LEARN_PAGE_PATTERN, joinLearnsetIds),
    /** Study modes over the same selection as learn mode. */
    cards: page('/lernsets/karten/:ids', joinLearnsetIds),
    test: page('/lernsets/test/:ids', joinLearnsetIds),
    match: page('/lernsets/zuordnen/:ids', joinLearnsetIds),
    /** The exam date of a selection, and what it means per day. */
    exam: page('/lernsets/pruefung/:ids', joinLearnsetIds),
  },
} as const;

/** The study pages' query: `?richtung=rueckwaerts` asks answer→question (lib/study/use-study-direction.ts). */
export const STUDY_DIRECTION_PARAM = 'richtung';

/** The addresses of `paths` as the router writes them: a value page by its pattern. */
type Addresses<T> = T extends string
  ? T
  : T extends { pattern: infer Pattern }
    ? Pattern
    : T extends object
      ? Addresses<T[keyof T]>
      : never;
type PagePattern<Address> = Address extends `/${infer Pattern}` ? Pattern : never;
type Pattern = PagePattern<Addresses<typeof paths>>;

/** A route of app/routes.tsx: a page of `paths`, perhaps with an optional last segment ('news/:id?'). */
export type RoutePattern = Pattern | `${Pattern}/:${string}?`;
