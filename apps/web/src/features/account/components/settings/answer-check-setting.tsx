import { AnswerCheckSettingSchema, type AnswerCheckOptions, TYPO_MIN_LENGTH } from '@app/shared';
import { CheckboxField, Form, SubmitButton, useZodForm } from '../../../../components/form';
import { useUpdateSetting } from '../../../../lib/update-setting';
import { SaveAlert } from './settings-section';

/**
 * 'Antworten prüfen': how kindly Lernen, Wiederholen and Test check typed answers. All off is SPEC's
 * exact match; the text says that an almost-right answer counts as right.
 */
export function AnswerCheckSetting({ answerCheck }: { answerCheck: AnswerCheckOptions }) {
  const form = useZodForm(AnswerCheckSettingSchema, answerCheck);
  const save = useUpdateSetting('answer-check');
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
      <Form
        form={form}
        onSubmit={(values) => save.mutate(values)}
        aria-label="Antworten prüfen ändern"
        className="answer-check-form"
      >
        <CheckboxField name="ignoreCase">Gross-/Kleinschreibung ignorieren</CheckboxField>
        <CheckboxField name="ignoreAccents">Akzente ignorieren</CheckboxField>
        <CheckboxField name="allowTypo">Einen Tippfehler erlauben (ab {TYPO_MIN_LENGTH} Zeichen)</CheckboxField>
        <SubmitButton pending={save.isPending}>Speichern</SubmitButton>
      </Form>
      <SaveAlert result={save} />
    </>
  );
}
