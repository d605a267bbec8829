/** log10 of the guesses zxcvbn estimates for a password, given words the user is known by. */
export type PasswordEstimator = (password: string, userInputs: string[]) => number;

let loading: Promise<PasswordEstimator> | null = null;

/**
 * Loads zxcvbn-ts with the common and German dictionaries on first use: they weigh several
 * hundred kilobytes and must stay out of every page that never asks for a password.
 */
export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-de'),
  ]).then(
    ([core, common, de]) => {
      core.zxcvbnOptions.setOptions({
        dictionary: { ...common.dictionary, ...de.dictionary },
        graphs: common.adjacencyGraphs,
        translations: de.translations,
      });
      return (password, userInputs) => core.zxcvbn(password, userInputs).guessesLog10;
    },
    (error: unknown) => {
      loading = null; // a failed chunk load may be retried on the next keystroke
      throw error;
    },
  );
  return loading;
}
