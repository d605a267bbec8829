import { DesignComponents } from './design-components';
import { DesignTokens } from './design-tokens';
import { DesignStudy } from './design-study';
import './design-page.css';

/**
 * The design system at a glance (docs/decisions/0057): every token and component in its states,
 * in the scheme the page is shown in. Not linked; it loads no data. e2e/design-system.spec.ts
 * compares it with approved screenshots.
 */
export default function DesignPage() {
  return (
    <article className="design-page">
      <header className="design-intro">
        <h1>Designsystem</h1>
        <p>
          Farben, Schrift, Abstände und Bausteine der Lernplattform an einem Ort. Die Seite zeigt das Farbschema, das
          gerade gilt.
        </p>
      </header>
      <DesignStudy />
      <DesignComponents />
      <DesignTokens />
    </article>
  );
}
