import { paths } from '../../config/paths';
export interface NavLink {
  to: string;
  label: string;
}

export const MAIN_LINKS: NavLink[] = [
  { to: paths.home, label: 'Hauptseite' },
  { to: paths.documents.list, label: 'Dokumente' },
  { to: paths.learnsets.list, label: 'Lernsets' },
];

/** After Lernsets, for a signed-in pupil only: the due cards (with their count) and the calendars. */
export const REVIEW_LINK: NavLink = { to: paths.review, label: 'Wiederholen' };
export const CALENDAR_LINK: NavLink = { to: paths.calendars.list, label: 'Kalender' };

export const SIGNED_IN_LINKS: NavLink[] = [
  { to: paths.signOut, label: 'Abmelden' },
  { to: paths.settings, label: 'Einstellungen' },
];

export const SIGNED_OUT_LINKS: NavLink[] = [
  { to: paths.signIn, label: 'Anmelden' },
  { to: paths.register, label: 'Registrieren' },
];

export const ABOUT_LINKS: NavLink[] = [
  { to: paths.info.team, label: 'Team' },
  { to: paths.info.contact, label: 'Kontakt' },
  { to: paths.info.sourceCode, label: 'Quellcode' },
  { to: paths.info.imprint, label: 'Impressum' },
  { to: paths.info.privacy, label: 'Datenschutz' },
  { to: paths.info.terms, label: 'Nutzungsbedingungen' },
];

export const FOOTER_LINKS: NavLink[] = [
  { to: paths.info.team, label: 'Team' },
  { to: paths.info.imprint, label: 'Impressum' },
  { to: paths.info.privacy, label: 'Datenschutz' },
  { to: paths.info.terms, label: 'Nutzungsbedingungen' },
];
