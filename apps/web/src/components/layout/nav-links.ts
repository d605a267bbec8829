export interface NavLink {
  to: string;
  label: string;
}

export const MAIN_LINKS: NavLink[] = [
  { to: '/', label: 'Hauptseite' },
  { to: '/dokumente', label: 'Dokumente' },
  { to: '/lernsets', label: 'Lernsets' },
];

export const SIGNED_IN_LINKS: NavLink[] = [
  { to: '/abmelden', label: 'Abmelden' },
  { to: '/einstellungen', label: 'Einstellungen' },
];

export const SIGNED_OUT_LINKS: NavLink[] = [
  { to: '/anmelden', label: 'Anmelden' },
  { to: '/registrieren', label: 'Registrieren' },
];

export const ABOUT_LINKS: NavLink[] = [
  { to: '/über/team', label: 'Team' },
  { to: '/über/kontakt', label: 'Kontakt' },
  { to: '/über/quellcode', label: 'Quellcode' },
  { to: '/über/impressum', label: 'Impressum' },
  { to: '/über/datenschutz', label: 'Datenschutz' },
  { to: '/über/agb', label: 'Nutzungsbedingungen' },
];

export const FOOTER_LINKS: NavLink[] = [
  { to: '/über/team', label: 'Team' },
  { to: '/über/impressum', label: 'Impressum' },
  { to: '/über/datenschutz', label: 'Datenschutz' },
  { to: '/über/agb', label: 'Nutzungsbedingungen' },
];
