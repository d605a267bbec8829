import { GRADES, LANGUAGES, SUBJECTS } from '@app/shared';
import { languageName } from '@app/shared/constants/language-names';
import { useMemo } from 'react';
import { useConstants } from '../../lib/boot-data';
import type { SelectOption } from '../form';

export interface ItemOptions {
  subjects: SelectOption[];
  grades: SelectOption[];
  languages: SelectOption[];
}

/**
 * Choices of the subject, grade and language selects, from the constants call (SPEC §3;
 * subjects shown as '[abbr] name', languages by name); the built-in lists until it has answered.
 */
export function useItemOptions(): ItemOptions {
  const constants = useConstants();
  return useMemo(
    () => ({
      subjects: Object.entries(constants?.subjects ?? SUBJECTS).map(([abbr, name]) => ({
        value: abbr,
        label: `[${abbr}] ${name}`,
      })),
      grades: (constants?.grades ?? GRADES).map((g) => ({ value: g, label: g })),
      languages: (constants?.languages ?? LANGUAGES).map((l) => ({ value: l, label: languageName(l) })),
    }),
    [constants],
  );
}
