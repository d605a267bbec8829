// Apart from reference.ts, which the first page loads: only screens that show a language need it.
import type { LANGUAGES } from './reference';

/** What a pupil reads for an item's language code: the language by its German name. */
export const LANGUAGE_NAMES: Readonly<Record<(typeof LANGUAGES)[number], string>> = {
  de: 'Deutsch',
  en: 'Englisch',
  fr: 'Französisch',
  it: 'Italienisch',
  es: 'Spanisch',
  '-': 'Keine Angabe',
};

/** A language code by its German name; a code the table does not know (older items) as it is. */
export function languageName(code: string): string {
  return (LANGUAGE_NAMES as Readonly<Record<string, string>>)[code] ?? code;
}
