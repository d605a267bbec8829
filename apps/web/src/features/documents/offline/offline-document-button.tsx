import type { DocumentDetails } from '@app/shared';
import { OFFLINE_TEXTS } from '@app/shared/offline/texts';
import { Alert } from '../../../components/alert/alert';
import { useOfflineDocuments } from './use-offline-documents';
import './offline-document-button.css';

/**
 * "Offline speichern" on a document's preview, or "Offline gespeichert ✓ (entfernen)"; below it
 * how much is kept offline of the cap ("Offline gespeichert: 12 MB von 200 MB").
 */
export function OfflineDocumentButton({ doc }: { doc: DocumentDetails }) {
  const offline = useOfflineDocuments();
  const kept = offline.ids.has(doc.id_);
  return (
    <div className="document-offline">
      <button type="button" className="secondary" disabled={offline.busy} onClick={() => offline.toggle(doc)}>
        {offline.busy ? OFFLINE_TEXTS.saving : kept ? OFFLINE_TEXTS.documentSaved : OFFLINE_TEXTS.saveDocument}
      </button>
      <p className="document-offline-usage">{OFFLINE_TEXTS.usage(offline.used)}</p>
      {offline.message ? <Alert kind={offline.message.kind}>{offline.message.text}</Alert> : null}
    </div>
  );
}
