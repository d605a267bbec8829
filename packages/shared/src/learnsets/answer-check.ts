/**
 * Kinder answer checking, chosen per account: SPEC §5's exact, case-sensitive match stays the default;
 * a pupil may ignore case, ignore accents and allow one typo. Pure and without zod, so learn mode's
 * bundle stays small (the settings schema lives in account/schemas.ts).
 */
import { hasFormula } from './formula';
import { foldKeyboardVariants } from './keyboard-variants';

/** What a pupil chose under 'Antworten prüfen' in the settings. */
export interface AnswerCheckOptions {
  /** 'Berlin' also accepts 'berlin'. */
  ignoreCase: boolean;
  /** 'Café' also accepts 'Cafe'; 'Straße' also 'Strasse' (Swiss German writes ss). */
  ignoreAccents: boolean;
  /** Answers of TYPO_MIN_LENGTH characters or more accept one typo, shown as 'Fast richtig'. */
  allowTypo: boolean;
}

/** SPEC §5: exact and case-sensitive. Visitors and every account that changed nothing check this way. */
export const EXACT_ANSWER_CHECK: Readonly<AnswerCheckOptions> = Object.freeze({
  ignoreCase: false,
  ignoreAccents: false,
  allowTypo: false,
});

/** Shortest accepted answer (in characters, after the chosen normalisations) that allows a typo. */
export const TYPO_MIN_LENGTH = 6;

/**
 * The verdict on a typed answer. `almost`: one typo away from `closest` (the accepted answer as the
 * set writes it); it counts as correct, and the screen shows the right spelling.
 */
export type AnswerCheck = { verdict: 'correct' } | { verdict: 'almost'; closest: string } | { verdict: 'wrong' };

/** The screen's line for an almost-right answer. */
export const almostRightText = (closest: string) => `Fast richtig: ${closest}`;

/**
 * Checks a typed answer against the model answer and its alternatives (model answer first).
 * Surrounding whitespace is ignored and both sides are compared in Unicode NFC, as SPEC's check does;
 * what a phone keyboard substitutes (’ for ', „ for ", a non-breaking or doubled space, a space before
 * the closing '!') is the same character in every mode (`foldKeyboardVariants`).
 * An accepted answer holding a formula (`$x^2$`, as cards typeset it) is always compared literally:
 * in TeX source case and every character count. A typo (Damerau–Levenshtein distance 1: one
 * character inserted, left out or replaced, or two neighbours swapped) never touches a digit, so
 * '1291' for '1292' stays wrong.
 */
export function checkAnswer(
  input: string,
  exercise: { answer: string; answers: readonly string[] },
  options: Readonly<AnswerCheckOptions> = EXACT_ANSWER_CHECK,
): AnswerCheck {
  const accepted = [exercise.answer, ...exercise.answers];
  const literal = canonical(input);
  const loose = normalise(literal, options);
  for (const answer of accepted) {
    const exact = canonical(answer);
    if (exact === literal || (!isFormula(exact) && normalise(exact, options) === loose)) return { verdict: 'correct' };
  }
  if (!options.allowTypo) return { verdict: 'wrong' };
  const given = Array.from(loose);
  for (const answer of accepted) {
    const exact = canonical(answer);
    if (isFormula(exact)) continue;
    const target = Array.from(normalise(exact, options));
    if (target.length >= TYPO_MIN_LENGTH && isOneTypo(target, given)) return { verdict: 'almost', closest: exact };
  }
  return { verdict: 'wrong' };
}

const canonical = foldKeyboardVariants;

/** Formulas are what cards typeset (`$…$`, `$$…$$`, see formula.ts); a price such as '5 $' is text. */
const isFormula = hasFormula;

const COMBINING_MARKS = /\p{Mn}/gu;

/** The comparison form under the options: lower case first, so 'ẞ' becomes 'ß' and then 'ss'. */
function normalise(text: string, options: Readonly<AnswerCheckOptions>): string {
  let result = options.ignoreCase ? text.toLowerCase() : text;
  if (options.ignoreAccents) {
    result = result.normalize('NFD').replace(COMBINING_MARKS, '').replaceAll('ß', 'ss').replaceAll('ẞ', 'SS');
    result = result.normalize('NFC');
  }
  return result;
}

/**
 * The one option, still off, that would have accepted a wrong answer: case first, then accents, then a
 * typo (so 'berlin' for 'Berlin' offers case, not a typo). Null when none alone would, or all are on.
 */
export function matchingLeniency(
  input: string,
  exercise: { answer: string; answers: readonly string[] },
  options: Readonly<AnswerCheckOptions>,
): keyof AnswerCheckOptions | null {
  if (checkAnswer(input, exercise, options).verdict !== 'wrong') return null;
  for (const option of LENIENCY_ORDER) {
    if (!options[option] && checkAnswer(input, exercise, { ...options, [option]: true }).verdict !== 'wrong') {
      return option;
    }
  }
  return null;
}

const LENIENCY_ORDER = ['ignoreCase', 'ignoreAccents', 'allowTypo'] as const;

/** The answer window's offer after an answer wrong only by what `option` forgives: why, and the one tap. */
export const LENIENCY_OFFER_TEXTS: Readonly<
  Record<keyof AnswerCheckOptions, { reason: string; offer: string; saved: string }>
> = {
  ignoreCase: {
    reason: 'Ihre Antwort unterscheidet sich nur in der Gross-/Kleinschreibung.',
    offer: 'Gross-/Kleinschreibung künftig ignorieren?',
    saved: 'Gross-/Kleinschreibung wird künftig ignoriert.',
  },
  ignoreAccents: {
    reason: 'Ihre Antwort unterscheidet sich nur in den Akzenten.',
    offer: 'Akzente künftig ignorieren?',
    saved: 'Akzente werden künftig ignoriert.',
  },
  allowTypo: {
    reason: 'Ihre Antwort hat nur einen Tippfehler.',
    offer: 'Einen Tippfehler künftig erlauben?',
    saved: 'Ein Tippfehler wird künftig erlaubt.',
  },
};

const DIGIT = /\p{Nd}/u;
const isDigit = (character: string | undefined) => character !== undefined && DIGIT.test(character);

/**
 * Whether `given` is exactly one typo away from `target` (optimal string alignment distance 1, by
 * code point), in O(n) without a distance matrix. The edited characters must not be digits.
 */
export function isOneTypo(target: readonly string[], given: readonly string[]): boolean {
  const difference = given.length - target.length;
  if (difference < -1 || difference > 1) return false;
  const shorter = Math.min(target.length, given.length);
  let start = 0;
  while (start < shorter && target[start] === given[start]) start++;
  if (start === target.length && start === given.length) return false; // equal: no typo at all
  // The rest after the edit must match exactly, compared from the end.
  let endTarget = target.length - 1;
  let endGiven = given.length - 1;
  while (endTarget >= start && endGiven >= start && target[endTarget] === given[endGiven]) {
    endTarget--;
    endGiven--;
  }
  const changedTarget = target.slice(start, endTarget + 1);
  const changedGiven = given.slice(start, endGiven + 1);
  if (changedTarget.some(isDigit) || changedGiven.some(isDigit)) return false;
  // Insertion, deletion or substitution: at most one character left on each side.
  if (changedTarget.length <= 1 && changedGiven.length <= 1) return true;
  // Transposition of neighbours: 'ab' against 'ba'.
  return (
    changedTarget.length === 2 &&
    changedGiven.length === 2 &&
    changedTarget[0] === changedGiven[1] &&
    changedTarget[1] === changedGiven[0]
  );
}
