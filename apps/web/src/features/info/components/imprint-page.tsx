import { paths } from '../../../config/paths';
import { Link } from 'react-router';
import { useImprint } from '../../../lib/boot-data';

const LOADING = 'lädt...';

export default function ImprintPage() {
  const imprint = useImprint();

  return (
    <article className="page">
      <h1>Impressum</h1>
      <h2>Betreiber</h2>
      <dl className="imprint-data">
        <dt>Name</dt>
        <dd>{imprint?.name ?? LOADING}</dd>
        <dt>Adresse</dt>
        <dd>{imprint?.address ?? LOADING}</dd>
        <dt>Ort</dt>
        <dd>{imprint?.city ?? LOADING}</dd>
        <dt>E-Mail</dt>
        <dd>{imprint ? <a href={`mailto:${imprint.mail}`}>{imprint.mail}</a> : LOADING}</dd>
      </dl>
      <h2>Rechtliches</h2>
      <ul>
        <li>
          <Link to={paths.info.terms}>Nutzungsbedingungen</Link>
        </li>
        <li>
          <Link to={paths.info.privacy}>Datenschutzerklärung</Link>
        </li>
      </ul>
    </article>
  );
}
