import { paths } from '../../../config/paths';
import { Link } from 'react-router';

/** The file chooser's accept list: the three learning-set formats (SPEC §9). */
export const LEARNSET_ACCEPT = '.txt,.json,.jsonl,text/plain,application/json';

/** Links of the upload and edit forms to the help page and to each file format (SPEC §2). */
export function LearnsetFormHelp() {
  return (
    <p className="field-hint">
      Erlaubt sind <Link to={`${paths.learnsets.help}#txt`}>.txt</Link>,{' '}
      <Link to={`${paths.learnsets.help}#json`}>.json</Link> und{' '}
      <Link to={`${paths.learnsets.help}#jsonl`}>.jsonl</Link> in UTF-8.{' '}
      <Link to={paths.learnsets.help}>Hilfe zu Lernsets</Link>
    </p>
  );
}
