import { paths } from '../../../../config/paths';
import { THEME_TEXTS } from '@app/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { useUpdateSetting } from '../../../../lib/update-setting';
import { SaveAlert } from './settings-section';

interface ThemeSettingProps {
  /** The scheme shown now (the account reply applies the plan rule). */
  theme: string;
  /** Key → label, from the constants (SPEC §3 `themes`). */
  themes: Record<string, string>;
  /** The plan includes a choice of scheme (SPEC §9); the server enforces it too. */
  allowed: boolean;
}

/** 'Farbschema': Hell, Dunkel, Hoher Kontrast or Wie Gerät, for Premium Lite and Premium. */
export function ThemeSetting({ theme, themes, allowed }: ThemeSettingProps) {
  const [value, setValue] = useState(theme);
  const save = useUpdateSetting('theme');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ theme: value });
  };
  return (
    <>
      {!allowed && (
        <p id={`${id}-plan`}>
          {THEME_TEXTS.needsPlan} <Link to={paths.premium}>Zu den Abos</Link>
        </p>
      )}
      <form onSubmit={submit} aria-label="Farbschema ändern">
        <fieldset
          className="theme-choices"
          disabled={!allowed}
          aria-describedby={allowed ? `${id}-hint` : `${id}-plan`}
        >
          <legend>Farbschema wählen</legend>
          {Object.entries(themes).map(([key, label]) => (
            <label key={key} className="theme-choice">
              <input type="radio" name="theme" value={key} checked={value === key} onChange={() => setValue(key)} />
              {label}
            </label>
          ))}
        </fieldset>
        <p id={`${id}-hint`} className="field-hint">
          «Wie Gerät» ist hell oder dunkel wie Ihr Gerät. Stellt Ihr Gerät mehr Kontrast oder eigene Farben ein, gilt
          das immer, mit jedem Abo.
        </p>
        <button type="submit" disabled={!allowed || save.isPending}>
          Speichern
        </button>
      </form>
      <SaveAlert result={save} />
    </>
  );
}
