import { paths } from '../../../config/paths';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../lib/site';

interface LandingLink {
  to: string;
  label: string;
  description: string;
}

interface LandingGroup {
  title: string;
  links: LandingLink[];
}

const GROUPS: LandingGroup[] = [
  {
    title: 'Konto',
    links: [
      {
        to: paths.signIn,
        label: 'Anmelden',
        description: 'Melden Sie sich mit Ihrem bestehenden Konto an.',
      },
      {
        to: paths.register,
        label: 'Registrieren',
        description: 'Erstellen Sie ein Konto. Dafür benötigen Sie Ihre E-Mail-Adresse der Schule.',
      },
    ],
  },
  {
    title: 'Dokumente',
    links: [
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
    ],
  },
  {
    title: 'Lernsets',
    links: [
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
    ],
  },
];

export function Landing() {
  return (
    <section className="landing" aria-labelledby="landing-title">
      <h1 id="landing-title">Willkommen bei {PRODUCT_NAME}</h1>
      <p>
        Die Lernplattform von Lernenden für Lernende: Teilen Sie Dokumente mit Ihren Mitschülerinnen und Mitschülern und
        lernen Sie gemeinsam mit Lernsets.
      </p>
      {GROUPS.map((group) => (
        <section key={group.title} aria-label={group.title}>
          <h2>{group.title}</h2>
          <ul className="landing-links">
            {group.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
                <p>{link.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
