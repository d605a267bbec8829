import { useLocation } from 'react-router';
import { Alert } from '../../../components/alert/alert';

/** What an upload or a replaced file left out, handed to the preview page on arrival. */
export interface UploadNoticeState {
  uploadNotice?: { skipped: string[] };
}

/**
 * On arrival from an upload whose file had cards left out or shortened (an Anki deck's cards with
 * an empty front, image occlusions without a usable picture, pictures missing from the package):
 * the server's lines, as a polite status, so the pupil learns what is missing and why.
 */
export function UploadNotice() {
  const skipped = (useLocation().state as UploadNoticeState | null)?.uploadNotice?.skipped;
  if (!skipped?.length) return null;
  return (
    <Alert kind="info">
      <p className="upload-notice-title">
        {skipped.length === 1 ? 'Ein Hinweis zur hochgeladenen Datei:' : 'Hinweise zur hochgeladenen Datei:'}
      </p>
      <ul className="upload-notice-list">
        {skipped.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </Alert>
  );
}
