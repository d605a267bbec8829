import { ratePassword } from '@app/shared';
import { useEffect, useMemo, useState } from 'react';
import { loadPasswordEstimator, type PasswordEstimator } from '../lib/password-estimator';

/**
 * SPEC §4 rating of a password ('sehr schlecht' … 'sicher'), or null while the field is empty or
 * the estimator is still loading. The estimator loads when the field is first used.
 */
export function usePasswordRating(password: string, userInputs: readonly string[]): string | null {
  const [estimate, setEstimate] = useState<PasswordEstimator | null>(null);
  const used = password !== '';
  useEffect(() => {
    if (!used || estimate) return;
    let live = true;
    loadPasswordEstimator().then(
      (estimator) => {
        if (live) setEstimate(() => estimator);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [used, estimate]);
  const inputsKey = userInputs.filter(Boolean).join('\n');
  return useMemo(() => {
    if (!estimate || !password) return null;
    return ratePassword(estimate(password, inputsKey ? inputsKey.split('\n') : []));
  }, [estimate, password, inputsKey]);
}
