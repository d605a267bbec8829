import type { Exercise } from '@app/shared/learnsets/api';
import { type AnswerCheckOptions, LENIENCY_OFFER_TEXTS, matchingLeniency } from '@app/shared/learnsets/answer-check';
import { useState } from 'react';
import { Alert } from '../../../components/alert/alert';
import { useAccount } from '../../../lib/boot-data';
import { useUpdateSetting } from '../../../lib/update-setting';
import { useAnswerCheck } from '../../../lib/study/use-answer-check';

/**
 * Under a wrong answer that one answer-check option would have accepted (only case, only accents, one
 * typo): says so and offers that option in one tap, saved as the settings page saves it. Signed-in
 * pupils only: a visitor has no settings, and SPEC's exact check stays theirs.
 */
export function LeniencyOffer({ exercise, given }: { exercise: Exercise; given: string }) {
  const signedIn = Boolean(useAccount()?.info);
  const options = useAnswerCheck();
  const save = useUpdateSetting('answer-check');
  // Judged once, against the options this answer was checked with: after the save the account reloads
  // with the option on, and the pupil still sees what they just switched on.
  const [option] = useState(() => (signedIn ? matchingLeniency(given, exercise, options) : null));
  if (!option) return null;
  const texts = LENIENCY_OFFER_TEXTS[option];
  return (
    <div className="learn-leniency">
      <p>{texts.reason}</p>
      {save.isSuccess ? (
        <Alert kind="success">{texts.saved}</Alert>
      ) : (
        <button
          type="button"
          className="secondary"
          disabled={save.isPending}
          onClick={() => save.mutate({ ...options, [option]: true } satisfies AnswerCheckOptions)}
        >
          {texts.offer}
        </button>
      )}
      {save.error ? <Alert>{save.error.message}</Alert> : null}
    </div>
  );
}
