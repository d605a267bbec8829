import { Switch } from '../../../../components/ui/switch';
import { SAVING, useInstantSetting } from './use-instant-setting';

interface SwitchSettingProps {
  setting: 'iframe' | 'newsletter' | 'reminder';
  enabled: boolean;
  label: string;
  description?: string;
}

/** An on/off setting of the account: a switch that saves as soon as it is flipped. */
export function SwitchSetting({ setting, enabled, label, description }: SwitchSettingProps) {
  const { shown, change, busy, refusal } = useInstantSetting(setting, enabled, (on) => ({ [setting]: on }));
  return (
    <>
      <Switch checked={shown} onChange={change} label={label} description={description} busy={busy} busyText={SAVING} />
      {refusal && <p className="error-text settings-refusal">{refusal}</p>}
    </>
  );
}
