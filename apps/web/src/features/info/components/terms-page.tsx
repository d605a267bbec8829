import { useImprint } from '../../../lib/boot-data';
import { PRODUCT_NAME } from '../../../lib/site';

/** Body of the terms of use; shared by /über/agb and /nutzungsbedingungen. */
export function TermsContent() {
  const imprint = useImprint();

  return (
    <>
      <p className="page-date">Stand: 24.06.2024</p>
      <p>
        Diese Nutzungsbedingungen gelten für die gesamte Nutzung von {PRODUCT_NAME}. Mit der Registrierung und der
        Nutzung der Plattform akzeptieren Sie sie.
      </p>

      <h2>Missbrauch</h2>
      <p>Jeder Missbrauch von {PRODUCT_NAME} ist verboten. Dazu gehören insbesondere:</p>
      <ul>
        <li>das Versenden oder Hochladen von Spam;</li>
        <li>
          Angriffe auf die Plattform oder ihre Server, etwa das Ausnutzen von Sicherheitslücken, Überlastungsangriffe
          oder automatisierte Massenanfragen;
        </li>
        <li>das Belästigen, Beleidigen oder Bedrohen anderer Personen;</li>
        <li>
          das Umgehen von Beschränkungen, zum Beispiel von Grössen- und Mengenbegrenzungen, Zugriffsrechten oder
          Sperren.
        </li>
      </ul>

      <h2>Sperrung</h2>
      <p>
        Bei Missbrauch oder Verstössen gegen diese Nutzungsbedingungen kann der Betreiber Konten ohne Vorankündigung
        sperren sowie IP-Adressen und Adressbereiche blockieren.
      </p>

      <h2>Gewährleistung</h2>
      <p>
        Der Betreiber übernimmt keine Gewähr für die Verfügbarkeit von {PRODUCT_NAME}, für die Richtigkeit und
        Vollständigkeit der Inhalte und für den Verlust von Daten. Die Nutzung erfolgt auf eigene Gefahr. Bewahren Sie
        von wichtigen Dateien stets eine eigene Kopie auf.
      </p>

      <h2>Notenschätzung</h2>
      <p>
        Die im Lernmodus angezeigte geschätzte Note wird nur grob aus dem Verhältnis Ihrer richtigen und falschen
        Antworten berechnet und ist nicht exakt. Sie sagt nichts Verbindliches über Ihre Noten in der Schule aus.
      </p>

      <h2>Links</h2>
      <p>
        {PRODUCT_NAME} enthält Links zu externen Websites. Auf deren Inhalte hat der Betreiber keinen Einfluss; dafür
        sind ausschliesslich die jeweiligen Anbieter verantwortlich.
      </p>

      <h2>Hochgeladene Daten</h2>
      <p>Hochgeladene Dokumente und Lernsets müssen:</p>
      <ul>
        <li>inhaltlich korrekt sein;</li>
        <li>legal sein;</li>
        <li>altersgerecht sein;</li>
        <li>einen lehrreichen Zweck erfüllen;</li>
        <li>ihre Quellen sowie die Urheberinnen und Urheber fremder Inhalte nennen.</li>
      </ul>
      <p>
        Urheberrechtsverletzungen sind verboten: Laden Sie nur Inhalte hoch, die Sie selbst erstellt haben oder die Sie
        veröffentlichen dürfen. Für hochgeladene Inhalte ist die Person verantwortlich, die sie hochgeladen hat.
      </p>

      <h2>Verstösse und Sicherheitslücken</h2>
      <p>
        Verstösse gegen diese Nutzungsbedingungen und Sicherheitslücken müssen schriftlich an{' '}
        {imprint ? <a href={`mailto:${imprint.mail}`}>{imprint.mail}</a> : 'lädt...'} gemeldet werden. Sicherheitslücken
        dürfen nicht ausgenutzt oder veröffentlicht werden.
      </p>

      <h2>Salvatorische Klausel</h2>
      <p>
        Sollten einzelne Bestimmungen dieser Nutzungsbedingungen ganz oder teilweise unwirksam sein oder werden, bleibt
        die Gültigkeit der übrigen Bestimmungen unberührt. An die Stelle der unwirksamen Bestimmung tritt eine Regelung,
        die ihrem Zweck möglichst nahekommt.
      </p>

      <h2>Änderungen</h2>
      <p>
        Der Betreiber kann diese Nutzungsbedingungen jederzeit ändern. Die aktuelle Fassung wird auf dieser Seite mit
        ihrem Datum veröffentlicht. Wer {PRODUCT_NAME} nach einer Änderung weiter nutzt, akzeptiert die geänderten
        Nutzungsbedingungen.
      </p>
    </>
  );
}

export default function TermsPage() {
  return (
    <article className="page">
      <h1>Nutzungsbedingungen</h1>
      <TermsContent />
    </article>
  );
}
