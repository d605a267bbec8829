import { formatSize } from '@app/shared';
import { useId, useRef } from 'react';

interface FileFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The input's accept list, e.g. '.pdf,.png'. */
  accept?: string;
  label?: string;
  disabled?: boolean;
}

/** A file chooser that shows the chosen file's name and size (SPEC §2). */
export function FileField({ file, onChange, accept, label = 'Datei', disabled }: FileFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="form-field file-field">
      <span className="file-field-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="file-field-row">
        <label htmlFor={id} className="button secondary file-field-button">
          Datei auswählen
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          className="file-field-input"
          accept={accept}
          disabled={disabled}
          aria-labelledby={`${id}-label`}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
        <span className="file-field-name" aria-live="polite">
          {file ? `${file.name} (${formatSize(file.size)})` : 'Keine Datei ausgewählt'}
        </span>
      </div>
    </div>
  );
}
