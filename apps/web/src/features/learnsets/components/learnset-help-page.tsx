import { paths } from '../../../config/paths';
import { LEARNSET_FILE_LIMITS as L } from '@app/shared/learnsets/file-messages';
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

const limit = (n: number) => n.toLocaleString('de-CH');

/** /lernsets/hilfe: the three file formats (SPEC §9) explained with examples. */
export default function LearnsetHelpPage() {
  return (
    <article className="learnset-help">
      <h1>Hilfe zu Lernsets</h1>
      <p>
        Ein Lernset ist eine Datei mit Übungen: je eine Frage und die richtige Antwort, auf Wunsch mit weiteren
        Antworten, die ebenfalls als richtig gelten. Sie können es als Textdatei (<code>.txt</code>), als JSON-Datei (
        <code>.json</code>) oder als JSON-Lines-Datei (<code>.jsonl</code>){' '}
        <Link to={paths.learnsets.upload}>hochladen</Link>.
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
      </dl>
      <pre tabIndex={0} role="region" aria-label="Beispiel: JSON-Datei (.json)">
        {JSON_EXAMPLE}
      </pre>

      <h2 id="jsonl">JSON-Lines-Datei (.jsonl)</h2>
      <p>Dieselben Objekte wie in der JSON-Datei, aber ohne umgebende Liste: genau ein Objekt pro Zeile.</p>
      <pre tabIndex={0} role="region" aria-label="Beispiel: JSONL-Datei (.jsonl)">
        {JSONL_EXAMPLE}
      </pre>

      <h2 id="export">Exportieren und wieder hochladen</h2>
      <p>
        In der Vorschau jedes Lernsets lädt «Exportieren» das Lernset als JSON-Datei herunter. Diese Datei können Sie
        unverändert wieder hochladen, etwa um ein eigenes Lernset daraus zu machen, oder sie ändern und damit Ihr
        Lernset bearbeiten.
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
