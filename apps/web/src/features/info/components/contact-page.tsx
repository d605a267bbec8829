import { paths } from '../../../config/paths';
import { Link } from 'react-router';
import { useImprint } from '../../../lib/boot-data';
import { PRODUCT_NAME } from '../../../lib/site';

export default function ContactPage() {
  const imprint = useImprint();

  return (
    <article className="page">
      <h1>Kontakt</h1>
      <p>
        Sie erreichen den Betreiber von {PRODUCT_NAME} per E-Mail:{' '}
        {imprint ? <a href={`mailto:${imprint.mail}`}>{imprint.mail}</a> : 'lädt...'}
      </p>
      <p>
        Über diese Adresse können Sie auch eine Änderung Ihrer E-Mail-Adresse oder Ihres Namens sowie die Löschung Ihres
        Kontos beantragen. Bitte schreiben Sie dafür von der E-Mail-Adresse aus, mit der Ihr Konto registriert ist,
        damit wir die Anfrage Ihrem Konto zuordnen können.
      </p>
      <p>
        Fragen zum Datenschutz und Auskunftsbegehren richten Sie ebenfalls an diese Adresse. Weitere Angaben zum
        Betreiber finden Sie im <Link to={paths.info.imprint}>Impressum</Link>.
      </p>
    </article>
  );
}
