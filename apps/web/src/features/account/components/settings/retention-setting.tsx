import { RETENTION_CHOICES } from '@app/shared';
import { type FormEvent, useId, useState } from 'react';
import { useUpdateSetting } from '../../../../lib/update-setting';
import { SaveAlert } from './settings-section';

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** How many cards of a hundred the pupil wants to still know when they come back (FSRS). */
export function RetentionSetting({ retention }: { retention: number }) {
  const [value, setValue] = useState(String(retention));
  const save = useUpdateSetting('retention');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ retention: Number(value) });
  };
  return (
    <>
      <form onSubmit={submit} aria-label="Lernziel ändern" className="form">
        <div className="form-field">
          <label htmlFor={id}>Lernziel</label>
          <select id={id} value={value} onChange={(e) => setValue(e.target.value)} aria-describedby={`${id}-hint`}>
            {RETENTION_CHOICES.map((share) => (
              <option key={share} value={String(share)}>
                {percent(share)}
                {share === 0.9 ? ' (empfohlen)' : ''}
              </option>
            ))}
          </select>
          <p id={`${id}-hint`} className="field-hint">
            So viele von hundert Karten sollen Sie noch wissen, wenn sie zur Wiederholung kommen. Ein höheres Ziel
            bringt die Karten öfter zurück.
          </p>
        </div>
        <button type="submit" disabled={save.isPending}>
          Speichern
        </button>
      </form>
      <SaveAlert result={save} />
    </>
  );
}
