// The settings page and learn mode's one-tap offers save settings the same way (lib/update-setting.ts).
export { updateSetting, useUpdateSetting } from '../../../lib/update-setting';
