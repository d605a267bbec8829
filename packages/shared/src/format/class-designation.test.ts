import { describe, expect, it } from 'vitest';
import { DESIGNATION_LIST, designationsOf, ONE_DESIGNATION } from './class-designation';

describe('class and course designations', () => {
  it.each(['5b', 'BIs1', 'SBC-5B', 'MA-e2-x'])('takes %s as one designation', (code) => {
    expect(ONE_DESIGNATION.test(code)).toBe(true);
  });
  it.each(['-5b', '5b-', 'SBC--5B', '5b 6a', '5b/6a', ''])('refuses %o as one designation', (code) => {
    expect(ONE_DESIGNATION.test(code)).toBe(false);
  });
  it.each(['-', '6a', 'SBC-5B 6a BIs1'])('takes %o as a pupil’s list', (list) => {
    expect(DESIGNATION_LIST.test(list)).toBe(true);
  });
  it.each(['6a  BIs1', '6a -', '- 6a', '6a;drop'])('refuses %o as a pupil’s list', (list) => {
    expect(DESIGNATION_LIST.test(list)).toBe(false);
  });
});

describe("a pupil's designations as a list", () => {
  it("drops SPEC's '-' for none, from the stored text and from the account reply alike", () => {
    expect(designationsOf('-')).toEqual([]);
    expect(designationsOf(['-'])).toEqual([]);
    expect(designationsOf('4c M4a')).toEqual(['4c', 'M4a']);
    expect(designationsOf(['4c', 'M4a'])).toEqual(['4c', 'M4a']);
  });
});
