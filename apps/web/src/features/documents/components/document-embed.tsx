import { Loading } from '../../../components/loading';
import type { DocumentDetails } from '@app/shared';
import { useEffect, useState } from 'react';

/** How much of a text file the preview shows: enough to recognise it, cheap for huge files. */
const TEXT_PREVIEW_BYTES = 256 * 1024;

/**
 * The embedded view of a previewable document (SPEC §9 types): PDF in the browser's viewer
 * (`#view=FitH`), images and videos natively, text formats as text. Text is fetched rather than
 * framed, since browsers download CSV or RTF instead of showing them in a frame.
 */
export function DocumentEmbed({ doc }: { doc: DocumentDetails }) {
  const label = `Vorschau: ${doc.title}`;
  if (doc.mimetype === 'application/pdf') {
    return <iframe className="document-view" src={`${doc.url}#view=FitH`} title={label} />;
  }
  if (doc.mimetype.startsWith('image/')) {
    return <img className="document-view document-image" src={doc.url} alt={label} />;
  }
  if (doc.mimetype.startsWith('video/')) {
    return <video className="document-view" src={doc.url} controls preload="metadata" aria-label={label} />;
  }
  return <TextPreview url={doc.url} size={doc.size} label={label} />;
}

function TextPreview({ url, size, label }: { url: string; size: number; label: string }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    fetch(url, { headers: { range: `bytes=0-${TEXT_PREVIEW_BYTES - 1}` }, signal: abort.signal })
      .then((res) => res.arrayBuffer())
      .then((bytes) => setText(new TextDecoder().decode(bytes)))
      .catch(() => {});
    return () => abort.abort();
  }, [url]);
  if (text === null) return <Loading />;
  return (
    <figure className="document-text-figure">
      <pre className="document-view document-text" aria-label={label} tabIndex={0}>
        {text}
      </pre>
      {size > TEXT_PREVIEW_BYTES ? (
        <figcaption>Gekürzt: Laden Sie das Dokument herunter, um alles zu sehen.</figcaption>
      ) : null}
    </figure>
  );
}
