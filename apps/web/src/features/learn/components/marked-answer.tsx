import type { Exercise } from '@app/shared/learnsets/api';
import type { AnswerCorrection } from '@app/shared/learnsets/answer-diff';
import { foldKeyboardVariants } from '@app/shared/learnsets/keyboard-variants';

/**
 * The pupil's answer with its correction marked, as a teacher marks it: struck out what is too much,
 * underlined what is missing; for screen readers the marks say 'zu viel' and 'fehlt', so neither
 * colour nor line alone carries the difference. Without a helpful correction the answer as typed.
 */
export function MarkedAnswer({ given, correction }: { given: string; correction: AnswerCorrection | null }) {
  if (given.trim() === '') return <>(keine Antwort)</>;
  if (!correction) return <>{given}</>;
  return (
    <>
      {correction.parts.map((part, i) =>
        part.kind === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : part.kind === 'extra' ? (
          <del key={i}>
            <span className="visually-hidden"> (zu viel: </span>
            {part.text}
            <span className="visually-hidden">) </span>
          </del>
        ) : (
          <ins key={i}>
            <span className="visually-hidden"> (fehlt: </span>
            {part.text}
            <span className="visually-hidden">) </span>
          </ins>
        ),
      )}
    </>
  );
}

/** What the marks mean, and which accepted answer they lead to when it is not the model answer. */
export function MarkLegend({ exercise, correction }: { exercise: Exercise; correction: AnswerCorrection }) {
  const towardsAlternative = correction.target !== foldKeyboardVariants(exercise.answer);
  return (
    <p className="learn-diff-legend">
      {/* Screen readers hear 'zu viel' and 'fehlt' at each mark; this part is for the eye. */}
      <span aria-hidden="true">
        <span className="learn-diff-key">
          <del>durchgestrichen</del>: zu viel
        </span>{' '}
        ·{' '}
        <span className="learn-diff-key">
          <ins>unterstrichen</ins>: fehlt
        </span>
      </span>
      {towardsAlternative ? <span> · verglichen mit «{correction.target}»</span> : null}
    </p>
  );
}
