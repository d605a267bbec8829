import { paths } from '../../../config/paths';
import { ANKI_TEXTS, MAX_ANKI_FILE_BYTES } from '@app/shared/learnsets/anki-texts';
import { LEARNSET_FILE_EXTENSIONS } from '@app/shared/learnsets/file-messages';
import { Link } from 'react-router';

/** The file chooser's accept list: every extension the server reads, and the text formats' and workbooks' types. */
export const LEARNSET_ACCEPT = [
  ...LEARNSET_FILE_EXTENSIONS.map((extension) => `.${extension}`),
  'text/plain',
  'application/json',
  'text/csv',
  'text/tab-separated-values',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
].join(',');

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
      {help('text-exporte', 'Anki und Quizlet')} und {help('anki', 'Anki-Dateien (.apkg, .colpkg, .anki2)')}.{' '}
      <Link to={paths.learnsets.help}>Hilfe zu Lernsets</Link>
    </p>
  );
}
