import { ReminderSettingSchema } from '@app/shared';
import { CheckboxField, Form, SubmitButton, useZodForm } from '../../../../components/form';
import { useUpdateSetting } from '../../../../lib/update-setting';
import { SaveAlert } from './settings-section';

/** 'Lern-Erinnerung per E-Mail': opt-in; the server sends at most one a day, only when there is something to learn. */
export function ReminderSetting({ reminder }: { reminder: boolean }) {
  const form = useZodForm(ReminderSettingSchema, { reminder });
  const save = useUpdateSetting('reminder');
  return (
    <>
      <h3>Lern-Erinnerung</h3>
      <p>
        Eine E-Mail am späten Nachmittag, höchstens einmal am Tag und nur, wenn Karten zum Wiederholen fällig sind oder
        eine Prüfung in den nächsten drei Tagen ansteht. Jede Erinnerung enthält einen Link zum Abbestellen.
      </p>
      <Form
        form={form}
        onSubmit={(values) => save.mutate(values)}
        aria-label="Lern-Erinnerung ändern"
        className="reminder-form"
      >
        <CheckboxField name="reminder">Lern-Erinnerung per E-Mail</CheckboxField>
        <SubmitButton pending={save.isPending}>Speichern</SubmitButton>
      </Form>
      <SaveAlert result={save} />
    </>
  );
}
