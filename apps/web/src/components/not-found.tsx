import { paths } from '../config/paths';
import { Link } from 'react-router';

export default function NotFound() {
  return (
    <article className="page not-found">
      <svg
        className="not-found-image"
        viewBox="0 0 120 120"
        role="img"
        aria-label="Seite nicht gefunden"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {/* Empty page with a folded corner */}
        <path d="M22 12h44l20 20v76H22z" />
        <path d="M66 12v20h20" />
        <path d="M34 44h24M34 56h16" opacity="0.4" />
        {/* Magnifying glass over the page */}
        <circle cx="66" cy="74" r="18" fill="currentColor" fillOpacity="0.08" />
        <path d="M79 87l16 16" strokeWidth="6" />
        <path d="M61 69l10 10M71 69l-10 10" strokeWidth="2.5" />
      </svg>
      <h1>Seite nicht gefunden</h1>
      <p>Die gesuchte Seite konnte nicht gefunden werden.</p>
      <p>
        <Link to={paths.home}>Zur Hauptseite</Link>
      </p>
    </article>
  );
}
