import { describe, expect, it } from 'vitest';
import { languageName } from './language-names';
import { LANGUAGES } from './reference';

describe('language names', () => {
  it('names every item language in German and leaves an unknown code as it is', () => {
    expect(LANGUAGES.map(languageName)).toEqual([
      'Deutsch',
      'Englisch',
      'Französisch',
      'Italienisch',
      'Spanisch',
      'Keine Angabe',
    ]);
    expect(languageName('rm')).toBe('rm');
  });
});
