import { SwitchSetting } from './switch-setting';

/** 'Lern-Erinnerung per E-Mail': opt-in; the server sends at most one a day, only when there is something to learn. */
export function ReminderSetting({ reminder }: { reminder: boolean }) {
  return (
    <>
      <p>
        Eine E-Mail am späten Nachmittag, höchstens einmal am Tag und nur, wenn Karten zum Wiederholen fällig sind oder
        eine Prüfung in den nächsten drei Tagen ansteht. Jede Erinnerung enthält einen Link zum Abbestellen.
      </p>
      <SwitchSetting setting="reminder" enabled={reminder} label="Lern-Erinnerung per E-Mail" />
    </>
  );
}
