import { useUpdateSetting } from '../../../../lib/update-setting';
import { SaveAlert } from './settings-section';

interface ToggleSettingProps {
  setting: 'iframe' | 'newsletter';
  enabled: boolean;
  description: string;
}

/** An on/off setting: its current state and the buttons 'Aktivieren' and 'Deaktivieren'. */
export function ToggleSetting({ setting, enabled, description }: ToggleSettingProps) {
  const save = useUpdateSetting(setting);
  const set = (value: boolean) => save.mutate({ [setting]: value });
  return (
    <>
      <p>{description}</p>
      <p>
        Aktueller Status: <strong>{enabled ? 'aktiviert' : 'deaktiviert'}</strong>
      </p>
      <div className="toggle-buttons">
        <button type="button" disabled={enabled || save.isPending} onClick={() => set(true)}>
          Aktivieren
        </button>
        <button type="button" className="secondary" disabled={!enabled || save.isPending} onClick={() => set(false)}>
          Deaktivieren
        </button>
      </div>
      <SaveAlert result={save} />
    </>
  );
}
