import type { EventKind } from '@app/shared';
import type { DemoSetKey } from './demo-sets';
import type { DemoDocumentKey } from './demo-files';
import type { PupilClient } from './pupil-client';

/** The demo class: every pupil is in it, and its calendar is shared with it. */
export const DEMO_CLASS = '5b';
export const DEMO_GRADE = '5';
/** The one password of every demo account, printed at the end of the run. */
export const DEMO_PASSWORD = 'Demo-Schule-2026';

export type DemoPupilKey = 'lea' | 'luca' | 'mia' | 'noah';

/** An answer the demo gives: a card of a set, right or wrong, this many days ago, in a study mode. */
export interface DemoAnswers {
  set: DemoSetKey;
  /** Cards by position; those in `wrong` are answered wrongly. */
  cards: number[];
  wrong: number[];
  daysAgo: number;
  mode: 'learn' | 'cards' | 'test' | 'match';
}

export interface DemoPupil {
  key: DemoPupilKey;
  name: string;
  /** The local part of the school address; the domain is the installation's. */
  mailbox: string;
  sets: DemoSetKey[];
  documents: DemoDocumentKey[];
  answers: DemoAnswers[];
}

/**
 * Four pupils of class 5b. Each one owns some of the class's sets and documents and has learnt a
 * little, days ago (answers may come late from a device that was offline, up to 30 days): so the
 * statistics have numbers and cards are due for 'Wiederholen' at once.
 */
export const DEMO_PUPILS: readonly DemoPupil[] = [
  {
    key: 'lea',
    name: 'Lea Brunner',
    mailbox: 'lea_brunner',
    sets: ['stilmittel', 'passeCompose'],
    documents: ['andorra'],
    answers: [{ set: 'environment', cards: [0, 1, 2, 3, 4], wrong: [3], daysAgo: 2, mode: 'test' }],
  },
  {
    key: 'luca',
    name: 'Luca Meier',
    mailbox: 'luca_meier',
    sets: ['quadratic', 'powers'],
    documents: ['powers', 'parabola'],
    answers: [{ set: 'passeCompose', cards: [0, 1, 2, 3], wrong: [2], daysAgo: 3, mode: 'cards' }],
  },
  {
    key: 'mia',
    name: 'Mia Keller',
    mailbox: 'mia_keller',
    sets: ['environment'],
    documents: ['vocabulary'],
    answers: [{ set: 'stilmittel', cards: [0, 1, 2, 3, 4, 5, 6], wrong: [3, 5], daysAgo: 3, mode: 'learn' }],
  },
  {
    key: 'noah',
    name: 'Noah Steiner',
    mailbox: 'noah_steiner',
    sets: [],
    documents: [],
    answers: [
      { set: 'environment', cards: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], wrong: [2, 5, 8], daysAgo: 4, mode: 'learn' },
      { set: 'passeCompose', cards: [0, 1, 2, 3, 4, 5], wrong: [1, 4], daysAgo: 2, mode: 'learn' },
      { set: 'quadratic', cards: [0, 1, 2, 3], wrong: [], daysAgo: 1, mode: 'cards' },
    ],
  },
];

/** A demo pupil with their account's id and a signed-in client. */
export interface SignedInPupil extends DemoPupil {
  id: string;
  email: string;
  client: PupilClient;
}

/** A stored set of the demo: its id and its exercises' ids by position. */
export interface StoredSet {
  id: string;
  exercises: string[];
}

/** An event of the class calendar, this many days from today (a weekend day moves to the Monday). */
export interface DemoEvent {
  title: string;
  kind: EventKind;
  inDays: number;
  time: string | null;
  duration: number | null;
  note: string;
  sets: DemoSetKey[];
  documents: DemoDocumentKey[];
}

/** Lea's calendar «Prüfungen», shared with the class: three exams with their sets, one homework. */
export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    title: 'Deutsch: Stilmittel in «Andorra» markieren',
    kind: 'homework',
    inDays: 3,
    time: null,
    duration: null,
    note: 'Bild 1 bis 3 lesen und die Stilmittel am Rand benennen.',
    sets: ['stilmittel'],
    documents: ['andorra'],
  },
  {
    title: 'Französischprüfung: passé composé',
    kind: 'exam',
    inDays: 6,
    time: '08:15',
    duration: 45,
    note: 'Formen mit avoir und être, auch die Angleichung des Partizips.',
    sets: ['passeCompose'],
    documents: [],
  },
  {
    title: 'Mathematikprüfung: Quadratische Gleichungen und Potenzen',
    kind: 'exam',
    inDays: 13,
    time: '10:05',
    duration: 90,
    note: 'Taschenrechner erlaubt, Formelsammlung nicht.',
    sets: ['quadratic', 'powers'],
    documents: ['powers'],
  },
  {
    title: 'Englisch: Vokabeltest Unit 5',
    kind: 'exam',
    inDays: 20,
    time: '13:30',
    duration: 20,
    note: 'Deutsch → Englisch, mit Artikel, wo einer steht.',
    sets: ['environment'],
    documents: ['vocabulary'],
  },
];

/** The news article the start of `/news` shows. */
export const DEMO_NEWS = `<h1>Willkommen in der Demo-Schule</h1>
<p>Diese Installation zeigt die Lernplattform mit den Inhalten der Klasse 5b: Lernsets in Deutsch,
Französisch, Englisch und Mathematik (mit Formeln), Dokumente zum Herunterladen und einen Kalender
mit den nächsten Prüfungen.</p>
<h2>Was Sie ausprobieren können</h2>
<ul>
<li>Unter <a href="/lernsets">Lernsets</a> mehrere Lernsets auswählen und mit «Lernen», «Karteikarten», «Test» oder «Zuordnen» üben.</li>
<li>Unter <a href="/wiederholen">Wiederholen</a> die Karten wiederholen, die heute fällig sind.</li>
<li>Im <a href="/kalender">Kalender</a> sehen, welche Lernsets zu welcher Prüfung gehören.</li>
</ul>`;
