import { paths } from '../../../config/paths';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import FileInput from 'lucide-react/icons/file-input';
import Users from 'lucide-react/icons/users';
import WifiOff from 'lucide-react/icons/wifi-off';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../lib/site';
import './landing.css';

interface Reason {
  Icon: ComponentType<{ className?: string }>;
  title: string;
  text: string;
}

/** Why pupils learn here (issue #32), each with a decorative icon. */
const REASONS: Reason[] = [
  {
    Icon: CalendarCheck,
    title: 'Lernen mit Plan bis zur Prüfung',
    text: 'Die Wiederholung in Abständen zeigt Ihnen jede Karte kurz bevor Sie sie vergessen würden – und plant bis zu Ihrem Prüfungsdatum.',
  },
  {
    Icon: FileInput,
    title: 'Ihre Karten aus Quizlet und Anki',
    text: 'Bringen Sie Ihre Lernsets mit: einen Quizlet-Export oder ein Anki-Paket hochladen, und schon lernen Sie weiter.',
  },
  {
    Icon: Users,
    title: 'Unterlagen mit der Klasse teilen',
    text: 'Teilen Sie Zusammenfassungen mit Ihrer Klasse und den Parallelklassen und finden Sie die Unterlagen der anderen.',
  },
  {
    Icon: WifiOff,
    title: 'Offline und kostenlos',
    text: 'Einmal geladen, lernen Sie auch ohne Internet, etwa im Zug. Lernen, Teilen und Hochladen kosten nichts.',
  },
];

interface LandingLink {
  to: string;
  label: string;
  description: string;
}

/** What a visitor can open without an account (SPEC §2: the landing links documents and sets). */
const START_LINKS: LandingLink[] = [
  {
    to: paths.documents.list,
    label: 'Dokumente durchsuchen',
    description: 'Finden Sie Zusammenfassungen und Lernunterlagen anderer Lernender.',
  },
  {
    to: paths.documents.upload,
    label: 'Dokument hochladen',
    description: 'Teilen Sie Ihre Unterlagen mit Ihrer Klasse und den Parallelklassen.',
  },
  {
    to: paths.learnsets.list,
    label: 'Lernsets durchsuchen',
    description: 'Üben Sie mit Lernkarten – eine Alternative zu kommerziellen Karteikarten-Diensten.',
  },
  {
    to: paths.learnsets.upload,
    label: 'Lernset erstellen',
    description: 'Tippen Sie Ihre Karten im Browser ein oder laden Sie eine Datei hoch, auch ein Anki-Paket.',
  },
];

/** '/' for visitors: what the platform is and why, a picture of it, and the way in. */
export function Landing() {
  return (
    <section className="landing" aria-labelledby="landing-title">
      <div className="landing-hero">
        <div className="landing-intro">
          <h1 id="landing-title">Gemeinsam lernen, gezielt zur Prüfung</h1>
          <p className="landing-lead">
            Die Lernplattform von Lernenden für Lernende, gemacht für die Schülerinnen und Schüler unserer Schule: Hier
            lernen Sie mit Lernkarten und teilen Ihre Unterlagen.
          </p>
          <div className="button-row">
            <Link className="button" to={paths.register}>
              Registrieren
            </Link>
            <Link className="button secondary" to={paths.signIn}>
              Anmelden
            </Link>
          </div>
          <p className="landing-note">Für die Registrierung brauchen Sie Ihre E-Mail-Adresse der Schule.</p>
        </div>
        {/* A file, not code: the first page's JavaScript stays small. Width and height keep its place. */}
        <img
          className="landing-picture"
          src="/landing-phone.svg"
          width="320"
          height="340"
          alt="Ein Handy zeigt eine Lernkarte: «la pomme» – «der Apfel»."
        />
      </div>

      <h2>Warum {PRODUCT_NAME}?</h2>
      <ul className="landing-reasons">
        {REASONS.map(({ Icon, title, text }) => (
          <li key={title}>
            <Icon className="landing-reason-icon" />
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>

      <h2>Gleich ausprobieren</h2>
      <ul className="landing-links">
        {START_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
            <p>{link.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
