import { type AnswerCheckOptions, TYPO_MIN_LENGTH } from '@app/shared';
import { useState } from 'react';
import { Switch } from '../../../../components/ui/switch';
import { SAVING, useInstantSetting } from './use-instant-setting';

const CHOICES: ReadonlyArray<{ key: keyof AnswerCheckOptions; label: string }> = [
  { key: 'ignoreCase', label: 'Gross-/Kleinschreibung ignorieren' },
  { key: 'ignoreAccents', label: 'Akzente ignorieren' },
  { key: 'allowTypo', label: `Einen Tippfehler erlauben (ab ${TYPO_MIN_LENGTH} Zeichen)` },
];

/**
 * 'Antworten prüfen': how kindly Lernen, Wiederholen and Test check typed answers. All off is SPEC's
 * exact match; the text says that an almost-right answer counts as right. The three are one call,
 * so while one change is saved the others wait (each sends all three).
 */
export function AnswerCheckSetting({ answerCheck }: { answerCheck: AnswerCheckOptions }) {
  const { shown, change, busy, refusal } = useInstantSetting('answer-check', answerCheck, (options) => options);
  // The one being saved says so; the other two only wait.
  const [changed, setChanged] = useState<keyof AnswerCheckOptions | null>(null);
  return (
    <>
      <p>
        Beim Lernen, Wiederholen und im Test muss Ihre Antwort genau mit der Lösung übereinstimmen, auch in Gross- und
        Kleinschreibung. Hier können Sie die Prüfung lockern. Mit «Akzente ignorieren» gilt «e» auch für «é», «a» für
        «ä» und «ss» für «ß». Eine Antwort mit einem Tippfehler (ein Zeichen zu viel, zu wenig, falsch oder zwei
        vertauscht) zählt als richtig; Sie sehen dann «Fast richtig:» mit der richtigen Schreibweise. Zahlen und Formeln
        müssen immer genau stimmen. Was die Handy-Tastatur ersetzt (’ statt ', „ “ statt ", doppelte Leerzeichen), gilt
        immer als gleich.
      </p>
      <div className="settings-switches">
        {CHOICES.map(({ key, label }) => (
          <Switch
            key={key}
            checked={shown[key]}
            onChange={(on) => {
              setChanged(key);
              change({ ...shown, [key]: on });
            }}
            label={label}
            busy={busy}
            busyText={changed === key ? SAVING : undefined}
          />
        ))}
      </div>
      {refusal && <p className="error-text settings-refusal">{refusal}</p>}
    </>
  );
}
