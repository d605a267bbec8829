import { describe, expect, it } from 'vitest';
import { isLearnPagePath } from './learn-page';

describe('the learn page address', () => {
  it('is the learn prefix with one selection of sets, nothing more', () => {
    expect(isLearnPagePath('/lernsets/lernen/a1')).toBe(true);
    expect(isLearnPagePath('/lernsets/lernen/a1.b2')).toBe(true);
    expect(isLearnPagePath('/lernsets/lernen/')).toBe(false);
    expect(isLearnPagePath('/lernsets/lernen/a1/x')).toBe(false);
    expect(isLearnPagePath('/lernsets/karten/a1')).toBe(false);
  });
});
