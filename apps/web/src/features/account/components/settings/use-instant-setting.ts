import type { SettingKey } from '@app/shared';
import { useState } from 'react';
import { useToast } from '../../../../components/ui/toast';
import { useUpdateSetting } from '../../../../lib/update-setting';

/** Shown under a switch while its change is on the way. */
export const SAVING = 'Wird gespeichert …';
const NOT_SAVED = 'Die Änderung wurde nicht gespeichert.';

/** Values of a setting compared by content: the account reloads as new objects. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A setting saved the moment it changes (a switch): the new value shows at once and is put back
 * when the server refuses. A toast gives the server's message either way (SPEC §8's success text,
 * or its reason); a refusal also stays beside the setting until the next try, since the toast
 * hides after a few seconds. The server checks every value; the page only asks.
 */
export function useInstantSetting<Value>(key: SettingKey, saved: Value, toBody: (value: Value) => object) {
  const [shown, setShown] = useState(saved);
  const [known, setKnown] = useState(saved);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The account came back with another value (changed elsewhere, or this save landed): show it.
  if (!same(saved, known)) {
    setKnown(saved);
    setShown(saved);
  }
  const save = useUpdateSetting(key);
  const toast = useToast();
  const change = (next: Value) => {
    const before = shown;
    setShown(next);
    setRefusal(null);
    save.mutate(toBody(next), {
      onSuccess: (reply) => toast.show(reply.message, 'success'),
      onError: (error) => {
        setShown(before);
        const message = `${NOT_SAVED} ${error.message}`;
        setRefusal(message);
        toast.show(message, 'error');
      },
    });
  };
  return { shown, change, busy: save.isPending, refusal };
}
