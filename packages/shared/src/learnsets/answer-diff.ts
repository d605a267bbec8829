/**
 * The pupil's wrong answer corrected towards an accepted answer, character by character, for the
 * answer window: what to strike out and what was missing. Pure and without dependencies, so the
 * learn page's chunk stays small (decision 0033).
 */
import { hasFormula } from './formula';
import { foldKeyboardVariants } from './keyboard-variants';

/** A run of the correction: kept as typed, typed but not in the answer, or in the answer but not typed. */
export interface DiffPart {
  kind: 'same' | 'extra' | 'missing';
  text: string;
}

/** The correction and the accepted answer it leads to. */
export interface AnswerCorrection {
  parts: DiffPart[];
  /** The accepted answer (model answer or alternative) the parts spell once corrected. */
  target: string;
}

/** Largest comparison table (typed × accepted characters); longer answers are shown without marks. */
const MAX_CELLS = 40_000;

/**
 * The smallest set of characters to strike out of `given` and to add so it reads `target`, from their
 * longest common subsequence. Within each changed stretch the struck-out characters come first.
 * Characters are code points; both texts are compared as written.
 * @returns null when the table would exceed MAX_CELLS cells
 */
export function diffCharacters(given: string, target: string): DiffPart[] | null {
  const a = Array.from(given);
  const b = Array.from(target);
  const width = b.length + 1;
  if ((a.length + 1) * width > MAX_CELLS) return null;
  // common[i·width + j]: length of the longest common subsequence of a[i..] and b[j..].
  const common = new Uint16Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      common[i * width + j] =
        a[i] === b[j]
          ? (common[(i + 1) * width + j + 1] as number) + 1
          : Math.max(common[(i + 1) * width + j] as number, common[i * width + j + 1] as number);
    }
  }
  const parts: DiffPart[] = [];
  let extra = '';
  let missing = '';
  const flushChanges = () => {
    if (extra) parts.push({ kind: 'extra', text: extra });
    if (missing) parts.push({ kind: 'missing', text: missing });
    extra = '';
    missing = '';
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      flushChanges();
      const last = parts.at(-1);
      if (last?.kind === 'same') last.text += a[i];
      else parts.push({ kind: 'same', text: a[i] as string });
      i++;
      j++;
    } else if (
      j >= b.length ||
      (i < a.length && (common[(i + 1) * width + j] as number) >= (common[i * width + j + 1] as number))
    ) {
      extra += a[i++];
    } else {
      missing += b[j++];
    }
  }
  flushChanges();
  return parts;
}

const sharedLength = (parts: readonly DiffPart[]) =>
  parts.reduce((sum, part) => sum + (part.kind === 'same' ? Array.from(part.text).length : 0), 0);

/**
 * The correction of a wrong answer towards the accepted answer it shares most characters with (the
 * model answer first on a tie), compared as the answer check compares (`foldKeyboardVariants`).
 * Null when no correction helps: nothing typed, answers with formulas (TeX source), answers too long to
 * compare, or fewer than half of the characters in common (then it is another answer, not a misspelling).
 */
export function correctAnswer(
  given: string,
  exercise: { answer: string; answers: readonly string[] },
): AnswerCorrection | null {
  const typed = foldKeyboardVariants(given);
  if (!typed) return null;
  let best: AnswerCorrection | null = null;
  let bestShared = 0;
  for (const accepted of [exercise.answer, ...exercise.answers]) {
    const target = foldKeyboardVariants(accepted);
    if (hasFormula(target)) continue;
    const parts = diffCharacters(typed, target);
    if (!parts) continue;
    const shared = sharedLength(parts);
    const longer = Math.max(Array.from(typed).length, Array.from(target).length);
    if (shared * 2 >= longer && shared > bestShared) {
      best = { parts, target };
      bestShared = shared;
    }
  }
  return best;
}
