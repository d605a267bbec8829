/** SPEC §4: rating from log10 of the estimated guesses. */
export function ratePassword(guessesLog10: number): 'sehr schlecht' | 'schlecht' | 'akzeptabel' | 'sicher' {
  if (guessesLog10 < 5) return 'sehr schlecht';
  if (guessesLog10 < 10) return 'schlecht';
  if (guessesLog10 < 15) return 'akzeptabel';
  return 'sicher';
}
