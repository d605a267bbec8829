import { paths } from '../../../config/paths';
import { ANKI_TEXTS, MAX_ANKI_FILE_BYTES } from '@app/shared/learnsets/anki-texts';
import { Link } from 'react-router';

/** The file chooser's accept list: SPEC §9's formats, spreadsheets, workbooks and Anki packages. */
export const LEARNSET_ACCEPT =
  '.txt,.json,.jsonl,.csv,.tsv,.xlsx,.ods,.apkg,text/plain,application/json,text/csv,text/tab-separated-values,' +
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.oasis.opendocument.spreadsheet';

/**
 * The form's own size check: the largest file of any format (an Anki package); the server
 * refuses a text file over its own, smaller limit with its message.
 */
export const LEARNSET_UPLOAD_LIMIT = { maxFileBytes: MAX_ANKI_FILE_BYTES, tooLargeMessage: ANKI_TEXTS.anyFileTooLarge };

/** Links of the upload and edit forms to the help page and to each file format (SPEC §2). */
export function LearnsetFormHelp() {
  const help = (anchor: string, label: string) => <Link to={`${paths.learnsets.help}#${anchor}`}>{label}</Link>;
  return (
    <p className="field-hint">
      Erlaubt sind {help('txt', '.txt')}, {help('json', '.json')} und {help('jsonl', '.jsonl')} in UTF-8, Tabellen als{' '}
      {help('csv', '.csv, .tsv, .xlsx oder .ods')} (z. B. aus Excel, LibreOffice oder Quizlet), Text-Exporte von{' '}
      {help('text-exporte', 'Anki und Quizlet')} und {help('anki', 'Anki-Pakete (.apkg)')}.{' '}
      <Link to={paths.learnsets.help}>Hilfe zu Lernsets</Link>
    </p>
  );
}
