import { ANSWER_LOG_DAYS, STORED_ANSWER_LENGTH } from '@app/shared/constants/privacy';
import { paths } from '../../../config/paths';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../lib/site';

export default function PrivacyPage() {
  return (
    <article className="page">
      <h1>Datenschutzerklärung</h1>
      <p className="page-date">Stand: 07.07.2025</p>
      <p>
        Der Schutz Ihrer Personendaten ist uns wichtig. Viele Nutzerinnen und Nutzer von {PRODUCT_NAME} sind
        minderjährig; wir bearbeiten deshalb nur die Daten, die für den Betrieb der Plattform nötig sind. Diese
        Erklärung beschreibt, welche Daten wir bearbeiten, zu welchem Zweck und welche Rechte Sie haben. Verantwortlich
        ist der im <Link to={paths.info.imprint}>Impressum</Link> genannte Betreiber.
      </p>

      <h2>Einwilligung</h2>
      <p>
        Mit der Registrierung und der Nutzung von {PRODUCT_NAME} willigen Sie in die Bearbeitung Ihrer Daten gemäss
        dieser Datenschutzerklärung ein. Wenn Sie minderjährig sind, besprechen Sie die Nutzung bitte mit Ihren Eltern
        oder anderen Erziehungsberechtigten. Sie können Ihre Einwilligung jederzeit widerrufen, indem Sie die Löschung
        Ihres Kontos verlangen.
      </p>

      <h2>Standort der Daten</h2>
      <p>
        Sämtliche Daten werden auf Servern im Kanton gespeichert und bearbeitet, also in der Schweiz. Wir verkaufen Ihre
        Daten nicht und geben sie nicht an Dritte weiter, ausser wir sind gesetzlich dazu verpflichtet.
      </p>

      <h2>Ihre Rechte</h2>
      <p>
        Sie haben das Recht, Auskunft über die zu Ihrer Person gespeicherten Daten zu verlangen, falsche Daten
        berichtigen und Ihre Daten löschen zu lassen. Wenden Sie sich dazu über die{' '}
        <Link to={paths.info.contact}>Kontaktseite</Link> an uns. Damit wir Ihre Identität prüfen können, schreiben Sie
        bitte von der E-Mail-Adresse aus, mit der Ihr Konto registriert ist.
      </p>

      <h2>Verschlüsselung</h2>
      <p>
        Die Verbindung zwischen Ihrem Browser und unseren Servern ist mit HTTPS verschlüsselt. Passwörter speichern wir
        nie im Klartext, sondern ausschliesslich als pbkdf2-Hash mit der Hashfunktion sha3-512 und einem zufälligen
        Salt. Auch wir können Ihr Passwort daher nicht einsehen.
      </p>

      <h2>Logdaten</h2>
      <p>Bei jeder Anfrage an unsere Server speichern wir folgende Logdaten:</p>
      <ul>
        <li>
          einen SHA3-256-Hash Ihrer IP-Adresse, gebildet mit einem geheimen Schlüssel, der jeden Tag neu erzeugt und am
          Ende des Tages gelöscht wird – die IP-Adresse selbst wird nie gespeichert;
        </li>
        <li>den Zeitpunkt der Anfrage;</li>
        <li>den User-Agent Ihres Browsers (Angaben zu Browser und Betriebssystem);</li>
        <li>ob Sie angemeldet waren;</li>
        <li>die aufgerufene Seite.</li>
      </ul>
      <p>
        Der Schlüssel liegt nicht in der Datenbank und nicht in deren Sicherungskopien. Auch wer die Datenbank einsehen
        kann, kann aus dem Hash deshalb nicht auf Ihre IP-Adresse schliessen und Anfragen verschiedener Tage nicht
        derselben Adresse zuordnen.
      </p>
      <p>
        Diese Daten verwenden wir ausschliesslich, um die Sicherheit der Plattform zu gewährleisten und Missbrauch wie
        Angriffe oder automatisierte Massenanfragen zu erkennen und zu verhindern.
      </p>

      <h2>Sperrlisten</h2>
      <p>
        Zum Schutz der Plattform führen wir Sperrlisten. IP-Adressen und Adressbereiche, von denen aus {PRODUCT_NAME}{' '}
        angegriffen wurde, werden gesperrt; Anfragen von dort erhalten nur eine Fehlerseite. Wenn Sie glauben, zu
        Unrecht gesperrt zu sein, wenden Sie sich über ein anderes Netzwerk an uns.
      </p>

      <h2>Cookies</h2>
      <p>
        Wir verwenden nur technisch notwendige Cookies: das Sitzungs-Cookie, das Sie nach der Anmeldung angemeldet hält,
        und das Cookie XSRF-TOKEN, das Sie vor gefälschten Anfragen anderer Websites (Cross-Site Request Forgery)
        schützt. Nach einer Anmeldung merkt sich zudem das Geräte-Cookie für ein Jahr, dass Sie sich in diesem Browser
        schon angemeldet haben: Versucht jemand, Ihr Passwort zu erraten, sperren wir die Anmeldung für Ihr Konto
        vorübergehend und informieren Sie per E-Mail, in Ihrem Browser können Sie sich aber weiterhin anmelden. Wir
        setzen keine Cookies für Tracking oder Werbung ein und verwenden keine Analysedienste von Drittanbietern.
      </p>

      <h2>Kontakt</h2>
      <p>
        Bei Fragen zum Datenschutz erreichen Sie uns über die <Link to={paths.info.contact}>Kontaktseite</Link>.
      </p>

      <h2>Kontodaten</h2>
      <p>Zu Ihrem Konto speichern wir:</p>
      <ul>
        <li>Ihren Namen und Ihre E-Mail-Adresse;</li>
        <li>Ihre Klasse(n) und Kursbezeichnungen sowie Ihre Klassenstufe;</li>
        <li>die gewählte Suchmaschine und Ihre Favoriten-Websites;</li>
        <li>Ihre Einstellungen für iFrames und Benachrichtigungen;</li>
        <li>das Zahlungsdatum Ihrer Abonnemente Premium und Premium Lite.</li>
      </ul>
      <p>
        Wenn Sie Dokumente hochladen oder Lernsets erstellen, werden diese zusammen mit Ihrem Konto gespeichert. Ihr
        Name wird bei diesen Inhalten für andere Nutzerinnen und Nutzer als Erstellerin oder Ersteller angezeigt.
      </p>

      <h2>Statistiken der Lernsets</h2>
      <p>
        Wenn Sie angemeldet sind, wird jede Antwort im Lernmodus gespeichert: als Statistik pro Übung, die zählt, wie
        oft Sie richtig und falsch geantwortet haben, sowie in einem Antwortprotokoll. Diese Daten verwenden wir
        ausschliesslich, um die Übungen für Sie auszuwählen und Ihnen Ihren Lernfortschritt anzuzeigen. Sind Sie nicht
        angemeldet, bleiben die Statistiken nur in Ihrem Browser und werden nicht an unsere Server übermittelt.
      </p>
      <p>
        Im Antwortprotokoll speichern wir von jeder Antwort höchstens die ersten {STORED_ANSWER_LENGTH} Zeichen und
        löschen jeden Eintrag nach {ANSWER_LOG_DAYS} Tagen. Die Statistik pro Übung und der Lernstand bleiben erhalten,
        bis Sie die Löschung Ihres Kontos verlangen.
      </p>

      <h2>Links</h2>
      <p>
        {PRODUCT_NAME} enthält Links zu externen Websites, etwa in Dokumenten, in Ihren Favoriten oder über die gewählte
        Suchmaschine. Für diese Websites sind wir nicht verantwortlich; es gelten die Datenschutzbestimmungen der
        jeweiligen Betreiber.
      </p>

      <h2>Änderungen</h2>
      <p>
        Wir können diese Datenschutzerklärung anpassen, etwa wenn sich die Plattform oder die rechtlichen Vorgaben
        ändern. Die aktuelle Fassung wird jeweils auf dieser Seite mit ihrem Datum veröffentlicht.
      </p>
    </article>
  );
}
