import { useImprint } from '../../../lib/boot-data';
import { PRODUCT_NAME, SOURCE_REPOSITORY_URL } from '../../../lib/site';

export default function SourceCodePage() {
  const imprint = useImprint();

  return (
    <article className="page">
      <h1>Quellcode</h1>
      <p>
        Der Quellcode von {PRODUCT_NAME} ist öffentlich einsehbar:{' '}
        <a href={SOURCE_REPOSITORY_URL} rel="noopener noreferrer">
          Quellcode-Repository
        </a>
      </p>
      <p>
        {PRODUCT_NAME} ist dennoch <strong>keine Open-Source-Software</strong>. Es wird keine Lizenz erteilt, den
        Quellcode ganz oder teilweise zu kopieren, zu verändern, weiterzugeben oder in eigenen Projekten zu verwenden.
        Alle Rechte bleiben vorbehalten.
      </p>
      <p>
        Die Einsicht dient ausschliesslich der Transparenz und der Überprüfung der Sicherheit: Sie können
        nachvollziehen, wie die Plattform mit Ihren Daten umgeht.
      </p>
      <p>
        Wenn Sie eine Sicherheitslücke finden, nutzen Sie diese bitte nicht aus und machen Sie sie nicht öffentlich,
        sondern melden Sie sie schriftlich an{' '}
        {imprint ? <a href={`mailto:${imprint.mail}`}>{imprint.mail}</a> : 'lädt...'}.
      </p>
    </article>
  );
}
