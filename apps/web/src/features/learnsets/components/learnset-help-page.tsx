import { paths } from '../../../config/paths';
import { LEARNSET_FILE_LIMITS as L } from '@app/shared/learnsets/file-messages';
import { ANKI_TEXTS, MAX_ANKI_FILE_BYTES } from '@app/shared/learnsets/anki-texts';
import { MAX_LEARNSET_FILE_BYTES } from '@app/shared/learnsets/texts';
import { formatSize } from '@app/shared/format/size';
import { PLANS } from '@app/shared/plans/plans';
import { Link } from 'react-router';
import '../learnsets.css';

const TXT_EXAMPLE = `Hund; dog
Haus; house; home
Wie heisst die Hauptstadt der Schweiz?; Bern
Nenne zwei Primzahlen; 2, 3; 3, 5; 5, 7`;

const JSON_EXAMPLE = `[
  { "question": "Hund", "answer": "dog" },
  { "question": "Haus", "answer": "house", "answers": ["home"], "frequency": 2 },
  { "question": "Wie heisst die Hauptstadt der Schweiz?", "answer": "Bern" }
]`;

const JSONL_EXAMPLE = `{"question": "Hund", "answer": "dog"}
{"question": "Haus", "answer": "house", "answers": ["home"], "frequency": 2}
{"question": "Wie heisst die Hauptstadt der Schweiz?", "answer": "Bern"}`;

const CSV_EXAMPLE = `Frage;Antwort;Alternative
Hund;dog;hound
"Nenne zwei Primzahlen; bitte";"2, 3";"3, 5"
Phasen der Mitose;"Prophase
Metaphase"`;

const limit = (n: number) => n.toLocaleString('de-CH');

/** /lernsets/hilfe: the file formats (SPEC §9, spreadsheets, Anki packages) explained with examples. */
export default function LearnsetHelpPage() {
  return (
    <article className="learnset-help">
      <h1>Hilfe zu Lernsets</h1>
      <p>
        Ein Lernset ist eine Datei mit Übungen: je eine Frage und die richtige Antwort, auf Wunsch mit weiteren
        Antworten, die ebenfalls als richtig gelten. Sie können es als Textdatei (<code>.txt</code>), als JSON-Datei (
        <code>.json</code>), als JSON-Lines-Datei (<code>.jsonl</code>), als Tabelle (<code>.csv</code>,{' '}
        <code>.tsv</code>, <code>.xlsx</code>, <code>.ods</code>), als Text-Export aus Anki oder Quizlet oder als
        Anki-Paket (<code>.apkg</code>) <Link to={paths.learnsets.upload}>hochladen</Link>.
      </p>
      <ul>
        <li>
          Die Datei muss UTF-8-kodiert sein (so speichern die meisten Programme). Leere Zeilen werden übersprungen.
        </li>
        <li>
          Ein Lernset darf mit dem Abo Standard höchstens {limit(PLANS.standard.maxLearnsetItems)}, mit Premium Lite{' '}
          {limit(PLANS.lite.maxLearnsetItems)} und mit Premium {limit(PLANS.premium.maxLearnsetItems)} Übungen
          enthalten.
        </li>
        <li>
          Fragen und Antworten dürfen höchstens {limit(L.maxFieldLength)} Zeichen lang sein; eine Übung darf höchstens{' '}
          {L.maxAlternatives} alternative Antworten haben.
        </li>
        <li>
          Enthält die Datei einen Fehler, wird nichts gespeichert. Die Meldung nennt die Zeile oder den Eintrag und was
          fehlt.
        </li>
      </ul>

      <h2 id="txt">Textdatei (.txt)</h2>
      <p>
        Eine Zeile pro Übung: zuerst die Frage, dann ein Semikolon und die Antwort. Weitere Antworten, die ebenfalls
        richtig sind, folgen jeweils nach einem weiteren Semikolon. Die erste Antwort ist die Musterantwort. Leerzeichen
        um die Semikolons werden entfernt; Kommas gehören zur Antwort.
      </p>
      <pre tabIndex={0} role="region" aria-label="Beispiel: Textdatei (.txt)">
        {TXT_EXAMPLE}
      </pre>
      <p>
        Ein Semikolon kann in einer Textdatei nicht Teil einer Frage oder Antwort sein. Brauchen Sie eines, verwenden
        Sie das JSON-Format.
      </p>

      <h2 id="json">JSON-Datei (.json)</h2>
      <p>Eine Liste von Objekten, eines pro Übung, mit diesen Feldern:</p>
      <dl>
        <dt>
          <code>question</code> (Pflicht)
        </dt>
        <dd>die Frage, ein Text</dd>
        <dt>
          <code>answer</code> (Pflicht)
        </dt>
        <dd>die Musterantwort, ein Text</dd>
        <dt>
          <code>answers</code> (freiwillig)
        </dt>
        <dd>eine Liste weiterer Antworten, die ebenfalls als richtig gelten</dd>
        <dt>
          <code>frequency</code> (freiwillig)
        </dt>
        <dd>
          die Gewichtung, eine Zahl grösser als 0 (höchstens {L.maxFrequency}, Standard 1): Übungen mit höherer
          Gewichtung kommen häufiger
        </dd>
        <dt>
          <code>auto_check</code> (freiwillig)
        </dt>
        <dd>eine ganze Zahl; derzeit ohne Wirkung</dd>
        <dt>
          <code>question_image</code>, <code>answer_image</code> (freiwillig)
        </dt>
        <dd>
          die Kennung eines Bildes, das Sie hochgeladen haben, zur Frage oder zur Antwort (siehe{' '}
          <a href="#formeln">Formeln und Bilder</a>)
        </dd>
      </dl>
      <pre tabIndex={0} role="region" aria-label="Beispiel: JSON-Datei (.json)">
        {JSON_EXAMPLE}
      </pre>

      <h2 id="jsonl">JSON-Lines-Datei (.jsonl)</h2>
      <p>Dieselben Objekte wie in der JSON-Datei, aber ohne umgebende Liste: genau ein Objekt pro Zeile.</p>
      <pre tabIndex={0} role="region" aria-label="Beispiel: JSONL-Datei (.jsonl)">
        {JSONL_EXAMPLE}
      </pre>

      <h2 id="csv">Tabelle (.csv, .tsv, .xlsx, .ods)</h2>
      <p>
        Eine Zeile pro Übung. Nach der Wahl der Datei zeigt die Seite die ersten Karten: Dort wählen Sie, aus welcher
        Spalte die Frage und aus welcher die Antwort kommt und welche Spalten weitere richtige Antworten enthalten. Eine
        erste Zeile mit Spaltentiteln («Frage», «Antwort», «Deutsch», «Englisch», «Nr.», «Tags» …) wird erkannt und wird
        keine Karte; Sie können das in der Vorschau ändern. Leere Zeilen und leere Zellen werden übersprungen.
      </p>
      <p>
        Ohne Wahl gilt: Fragen- und Antwortspalte nach ihren Titeln, sonst die ersten beiden Spalten. Nummerierungen,
        Tags, IDs und Notizen werden nie zu Antworten; weitere Spalten zählen als richtige Antworten, wenn sie
        «Alternative» heissen oder die Tabelle keine Titelzeile hat.
      </p>
      <ul>
        <li>
          <code>.csv</code>: Excel, LibreOffice und Google Tabellen speichern so. Getrennt wird mit Semikolon oder Komma
          (das Programm erkennt es selbst). Zellen mit Trennzeichen oder Zeilenumbrüchen stehen in Anführungszeichen;
          das erledigt Ihr Tabellenprogramm. Die Datei darf UTF-8 oder, wie Excels einfaches «CSV», Windows-1252 sein.
        </li>
        <li>
          <code>.tsv</code>: getrennt mit Tabulatoren, etwa ein Export aus Quizlet (Einstellung «Tab» zwischen Begriff
          und Definition, «Neue Zeile» zwischen den Karten). Kopieren Sie den Text in eine Datei mit der Endung{' '}
          <code>.tsv</code>.
        </li>
        <li>
          <code>.xlsx</code> (Excel) und <code>.ods</code> (LibreOffice): gelesen wird das erste Tabellenblatt, mit dem
          Text der Zellen. Zahlen aus Excel erscheinen so, wie Excel sie speichert (2.5 statt 2,5); Formeln mit ihrem
          zuletzt berechneten Wert.
        </li>
      </ul>
      <pre tabIndex={0} role="region" aria-label="Beispiel: Tabelle (.csv)">
        {CSV_EXAMPLE}
      </pre>

      <h2 id="text-exporte">Text-Exporte aus Anki und Quizlet (.txt)</h2>
      <ul>
        <li>
          Anki: «Notizen als Klartext» exportieren. Die Kopfzeilen (<code>#separator:tab</code>, <code>#html:true</code>{' '}
          …) werden gelesen; Spalten für Tags, Stapel, Notiztyp und GUID werden übersprungen, HTML wird zu Text.
        </li>
        <li>
          Quizlet: den Export-Text in eine Datei speichern. Erkannt werden «Tab» oder «Komma» zwischen Begriff und
          Definition und «Neue Zeile» oder «Semikolon» zwischen den Karten. Für eigene Trennzeichen fügen Sie den Text
          im Editor mit «Mehrere Zeilen einfügen» ein.
        </li>
      </ul>

      <h2 id="anki">Anki-Dateien (.apkg, .colpkg, .anki2)</h2>
      <p>
        Exportieren Sie in Anki einen Stapel als «Anki-Stapelpaket (.apkg)», ältere wie aktuelle Anki-Versionen. Auch
        eine ganze Sammlung («Anki-Sammlungspaket», <code>.colpkg</code>) und eine Sammlungsdatei (<code>.anki2</code>,
        ohne Bilder) werden gelesen. Jede Karte wird zu einer Übung, so wie Anki sie zeigt:
      </p>
      <ul>
        <li>«Einfach» (Basic): Vorderseite als Frage, Rückseite als Antwort.</li>
        <li>
          Andere Kartentypen: Die Frage ist, was die Vorderseite der Karte zeigt, mit allen Feldern und Texten der
          Vorlage in ihrer Reihenfolge; die Antwort ist, was die Rückseite dazu zeigt. Was die Vorlage verbirgt (leere
          Abschnitte, Hinweise zum Aufdecken, ausgeblendete Teile), bleibt verborgen. «Einfach (beide Richtungen)» wird
          so zu zwei Übungen.
        </li>
        <li>
          Lückentext (Cloze): eine Übung pro Lücke; die Lücke erscheint als <code>{ANKI_TEXTS.gap()}</code> (mit Hinweis
          als <code>[Hinweis]</code>), der verdeckte Text ist die Antwort, darunter steht, was die Rückseite sonst
          zeigt.
        </li>
        <li>
          Formeln in MathJax (<code>\(…\)</code>, <code>\[…\]</code>) und Ankis LaTeX (<code>[$]…[/$]</code>,{' '}
          <code>[$$]…[/$$]</code>, <code>[latex]…[/latex]</code>) werden zu Formeln dieser Plattform (siehe unten). Eine
          Formel, die hier nicht gesetzt werden kann, bleibt als Text stehen.
        </li>
        <li>
          Formatierungen fallen weg, Zeilenumbrüche bleiben; Töne und Videos werden nicht übernommen. Bilder (PNG, JPEG
          oder WebP) kommen mit: Zeigt eine Seite mehrere Bilder, werden sie in der Reihenfolge der Vorlage zu einem
          Bild untereinander zusammengesetzt. Zeigt eine Seite nur Bilder, steht dort{' '}
          <code>{ANKI_TEXTS.pictureOnly}</code>.
        </li>
        <li>
          Bildverdeckung (Image Occlusion): eine Übung pro Karte, die Anki aus der Notiz macht. Die Frage ist die
          Überschrift der Notiz oder «{ANKI_TEXTS.occlusionQuestion}», dazu das Bild mit der gesuchten Stelle dunkelblau
          verdeckt; die anderen Stellen sind hellblau verdeckt, wenn die Notiz in Anki alle Stellen verdeckt («Hide All,
          Guess One»). Auf der Antwortseite ist die gesuchte Stelle aufgedeckt und blau umrandet.
        </li>
        <li>
          Eine Karte mit leerer Rückseite zeigt als Antwort ihre Vorderseite, wie Anki. Karten ohne Vorderseite (etwa
          nur ein Ton), Lücken, die aus dem Text gelöscht wurden, und Bildverdeckungen ohne brauchbares Bild werden
          übersprungen. Nach dem Hochladen zeigt die Vorschau, welche Karten übersprungen wurden und warum, und welche
          Bilder fehlen.
        </li>
        <li>
          Anki-Dateien dürfen höchstens {formatSize(MAX_ANKI_FILE_BYTES)} gross sein, alle anderen Dateien höchstens{' '}
          {formatSize(MAX_LEARNSET_FILE_BYTES)}. Ein Paket, das entpackt ungewöhnlich gross wäre, wird abgelehnt.
        </li>
      </ul>

      <h2 id="formeln">Formeln und Bilder</h2>
      <p>
        Formeln schreiben Sie in LaTeX zwischen Dollarzeichen: <code>$x^2 + y^2 = r^2$</code> steht in der Zeile,{' '}
        <code>$$\frac{'{a}{b}'}$$</code> auf einer eigenen Zeile. Damit Preise wie «5$» oder «von $5 bis $10» Text
        bleiben, gilt <code>$…$</code> nur, wenn direkt nach dem ersten Dollarzeichen kein Leerzeichen folgt, direkt vor
        dem zweiten keines steht und nach dem zweiten keine Ziffer. Ein Dollarzeichen im Text schreiben Sie sicher als{' '}
        <code>\$</code>.
      </p>
      <p>
        Beim Lernen wird Ihre Eingabe mit dem geschriebenen Text verglichen, Dollarzeichen eingeschlossen: Lautet die
        Antwort <code>$x^2$</code>, tippen Sie <code>$x^2$</code>.
      </p>
      <p>
        Jede Frage und jede Antwort kann ein Bild haben (PNG, JPEG oder WebP, höchstens 10 MB und 25 Megapixel). Bilder
        zählen zum Speicherplatz Ihres Abos, wie Dokumente. Im Lernset steht die Kennung des Bildes; ein exportiertes
        Lernset enthält sie. Bilder eines anderen Kontos können Sie nicht in Ihr Lernset übernehmen: laden Sie sie
        selbst hoch. Ein Bild, das keine Übung mehr zeigt, wird gelöscht und gibt seinen Speicherplatz frei.
      </p>
      <p>Mit der Lautsprecher-Taste liest Ihr Browser Frage oder Antwort in der Sprache des Lernsets vor.</p>

      <h2 id="export">Exportieren und wieder hochladen</h2>
      <p>
        In der Vorschau jedes Lernsets lädt «Exportieren» das Lernset als JSON-Datei herunter. Diese Datei können Sie
        unverändert wieder hochladen, etwa um ein eigenes Lernset daraus zu machen, oder sie ändern und damit Ihr
        Lernset bearbeiten.
      </p>
      <p>
        «CSV herunterladen» liefert eine Tabelle für Excel oder LibreOffice (Frage, Antwort, weitere Antworten; ohne
        Gewichtung). Nur Zellen, die eine Tabelle als Formel ausführen würde (beginnend mit =, +, @ oder einem Minus vor
        einer Rechnung oder Funktion), erhalten ein Apostroph davor; ein Gedankenstrich wie «- der Hund» bleibt, wie er
        ist. «Anki-Paket herunterladen» liefert eine <code>.apkg</code>-Datei, die Anki importiert: eine Karte pro
        Übung, die weiteren Antworten in einem eigenen Feld «{ANKI_TEXTS.alternativesField}» unter der Musterantwort,
        Bilder inbegriffen. Laden Sie das Paket wieder hoch, werden sie wieder zu weiteren Antworten.
      </p>

      <h2 id="lernen">Beim Lernen</h2>
      <p>
        Eine Antwort gilt als richtig, wenn sie genau mit der Musterantwort oder einer der weiteren Antworten
        übereinstimmt; Gross- und Kleinschreibung zählen. Sonst sehen Sie die richtige Antwort und entscheiden selbst,
        ob Ihre Antwort richtig war. Übungen, die Sie oft falsch beantworten, kommen häufiger.
      </p>
      <p>
        Wenn Sie ein Lernset bearbeiten, bleiben die Statistiken aller Übungen erhalten, deren Frage und Antwort Sie
        nicht geändert haben.
      </p>
      <p>
        <Link to={paths.learnsets.list}>Zu den Lernsets</Link>
      </p>
    </article>
  );
}
