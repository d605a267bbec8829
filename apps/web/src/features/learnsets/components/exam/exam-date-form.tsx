import { toSwissDate } from '@app/shared/format/dates';
import { examPlanText } from '@app/shared/learnsets/exam';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../../components/alert/alert';
import { useExamDates, useSetExamDate } from '../../api/exam-date';

interface ExamDateFormProps {
  setIds: readonly string[];
  /** An own h2 (on the set preview); the exam page's h1 already says it. */
  heading?: boolean;
}

/**
 * The exam date of a selection: until then no card is scheduled past the day before the exam
 * and every card comes back in the last three days; shows how many cards a day that means.
 */
export function ExamDateForm({ setIds, heading = true }: ExamDateFormProps) {
  const exams = useExamDates(setIds);
  const save = useSetExamDate(setIds);
  const [day, setDay] = useState('');
  const id = useId();
  const current = exams.data?.exams ?? [];
  const days = [...new Set(current.map((exam) => exam.day))];
  const plan = exams.data?.plan;
  const shown = day || (days[0] ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ day: shown });
  };
  return (
    <section className="exam-date" aria-label="Prüfungsdatum">
      {heading ? <h2>Prüfungsdatum</h2> : null}
      {days.length === 0 ? (
        <p>Noch kein Prüfungsdatum. Mit einem Datum plant die Wiederholung bis zur Prüfung.</p>
      ) : (
        <p>
          Prüfung am {days.map(toSwissDate).join(', ')}
          {current.length < setIds.length && setIds.length > 1
            ? ` (für ${current.length} von ${setIds.length} Lernsets)`
            : ''}
          .
        </p>
      )}
      {plan ? <p className="exam-plan">{examPlanText(plan)}</p> : null}
      <form onSubmit={submit} className="exam-date-form" noValidate>
        <label htmlFor={id}>Datum der Prüfung</label>
        <input
          id={id}
          type="date"
          value={shown}
          onChange={(event) => setDay(event.target.value)}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="field-hint">
          Bis dahin kommt jede Karte spätestens am Tag vor der Prüfung dran und in den letzten drei Tagen mindestens
          einmal.
        </p>
        <div className="learnset-actions">
          <button type="submit" disabled={save.isPending}>
            Speichern
          </button>
          {days.length > 0 ? (
            <button
              type="button"
              className="secondary"
              disabled={save.isPending}
              onClick={() => save.mutate({ day: null })}
            >
              Entfernen
            </button>
          ) : null}
        </div>
      </form>
      {save.error ? <Alert>{save.error.message}</Alert> : null}
      {save.isSuccess ? <Alert kind="success">{save.data.message}</Alert> : null}
      {exams.error ? <Alert>{exams.error.message}</Alert> : null}
    </section>
  );
}
