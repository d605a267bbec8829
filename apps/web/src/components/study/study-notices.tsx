import { LEARNSET_TEXTS } from '@app/shared/learnsets/texts';
import { Alert } from '../alert/alert';

/** Above every study mode: the visitor's notice (SPEC §2) and the line when answers could not be saved. */
export function StudyNotices({ signedIn, statsFailed }: { signedIn: boolean; statsFailed: boolean }) {
  return (
    <>
      {signedIn ? null : <Alert kind="info">{LEARNSET_TEXTS.visitorNotice}</Alert>}
      {statsFailed ? (
        <p className="error-text learn-stats-error" role="alert">
          {LEARNSET_TEXTS.statsFailed}
        </p>
      ) : null}
    </>
  );
}
