import { CARD_IMAGE_LIMITS, CARD_IMAGE_TEXTS, CARD_IMAGE_TYPES, cardImageUrl } from '@app/shared/learnsets/card-media';
import { useId, useRef, useState } from 'react';
import { uploadCardImage } from '../../api/upload-card-image';
import type { CardSide } from '../../../../components/card-face/speak-button';
import '../../../../components/card-face/card-face.css';

interface CardImageFieldProps {
  side: CardSide;
  /** 'Zeile 3': names the row for screen readers. */
  where: string;
  image: string | null | undefined;
  onChange: (image: string | null) => void;
}

const SIDE_LABELS: Record<CardSide, string> = { question: 'Bild zur Frage', answer: 'Bild zur Antwort' };

/**
 * An editor row's image for one side: choose a file (uploaded at once, so saving the set only
 * names it), a thumbnail, remove. The server checks type, size and storage again.
 */
export function CardImageField({ side, where, image, onChange }: CardImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = `${SIDE_LABELS[side]} ${where}`;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    // The quick refusals the server would give too, without sending 10 MB first.
    // (A type the browser does not know is left to the server, which reads the content.)
    if (file.type && !(CARD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      return setError(CARD_IMAGE_TEXTS.wrongType);
    }
    if (file.size > CARD_IMAGE_LIMITS.maxBytes) return setError(CARD_IMAGE_TEXTS.tooLarge);
    setBusy(true);
    try {
      onChange(await uploadCardImage(file));
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="card-image-field">
      {image ? (
        <>
          <img className="card-image-thumb" src={cardImageUrl(image)} alt={label} />
          <button type="button" className="secondary" onClick={() => onChange(null)}>
            Bild entfernen<span className="visually-hidden"> ({label})</span>
          </button>
        </>
      ) : (
        <>
          {/* The button is the one stop for Tab and Space; the file input itself is never focusable. */}
          <button
            type="button"
            className="secondary card-image-choose"
            disabled={busy}
            aria-describedby={error ? errorId : undefined}
            onClick={() => input.current?.click()}
          >
            {busy ? 'Bild wird hochgeladen...' : `+ ${SIDE_LABELS[side]}`}
            <span className="visually-hidden"> {where}</span>
          </button>
          <input
            ref={input}
            type="file"
            hidden
            tabIndex={-1}
            accept={CARD_IMAGE_TYPES.join(',')}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </>
      )}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
