/**
 * What a phone keyboard puts in place of what the pupil meant: iOS 'smart punctuation' types ’ for ',
 * „ or “ for ", … for ..., a French keyboard puts a (non-breaking) space before ! and ?. None of it is
 * the pupil's knowledge, so the answer check treats these as the same characters in every mode,
 * SPEC's exact one included (decision 0009).
 */

/** Apostrophes and single quotes a keyboard substitutes for '. */
const APOSTROPHES = /[\u2018\u2019\u201A\u02BC]/gu;
/** Double quotes (German „“, English “”, French and Swiss «») for ". */
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u00AB\u00BB]/gu;
/** Runs of spaces of any width (non-breaking, narrow, tabs), not line breaks: one plain space. */
const SPACES = /[\t\p{Zs}]+/gu;
/** The space (one, after SPACES) before the punctuation that ends the answer: 'Bonjour !' is 'Bonjour!'. */
const SPACE_BEFORE_END = / ([.,;:!?]+)$/u;

/**
 * The answer as the pupil meant it: keyboard substitutions undone, spaces collapsed and trimmed, in
 * Unicode NFC. Applied to the typed answer and the accepted ones alike, so a set that writes ’ accepts '.
 */
export function foldKeyboardVariants(text: string): string {
  return text
    .normalize('NFC')
    .replace(APOSTROPHES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replaceAll('\u2026', '...')
    .replace(SPACES, ' ')
    .trim()
    .replace(SPACE_BEFORE_END, '$1');
}
