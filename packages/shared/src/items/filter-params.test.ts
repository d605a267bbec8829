import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from './filter';
import { filterFromParams, filterToParams } from './filter-params';
import { itemDefaultsFromProfile } from './profile-defaults';

describe('list filters in the address', () => {
  it('reads a link into a filtered list', () => {
    expect(filterFromParams(new URLSearchParams('fach=BI&stufe=5&suche=Zelle'))).toEqual({
      ...EMPTY_FILTER,
      subject: 'BI',
      grade: '5',
      text: 'Zelle',
    });
  });
  it('writes only the filters that are set and keeps other parameters', () => {
    const params = filterToParams(
      { ...EMPTY_FILTER, class_: '5b', text: 'Mitose & Meiose' },
      new URLSearchParams('art=x&fach=BI'),
    );
    expect(params.toString()).toBe('art=x&suche=Mitose+%26+Meiose&klasse=5b');
    expect(filterFromParams(params)).toEqual({ ...EMPTY_FILTER, class_: '5b', text: 'Mitose & Meiose' });
  });
  it('leaves a plain address for no filter', () => {
    expect(filterToParams(EMPTY_FILTER).toString()).toBe('');
  });
});

describe('class and grade from the profile', () => {
  it('takes the first designation and the grade', () => {
    expect(itemDefaultsFromProfile({ classes: ['5b', 'M5a'], grade: '5' })).toEqual({ class: '5b', grade: '5' });
  });
  it('leaves out a class the form would refuse', () => {
    expect(itemDefaultsFromProfile({ classes: ['-'], grade: '-' })).toEqual({ grade: '-' });
    expect(itemDefaultsFromProfile({ classes: [], grade: 'x' })).toEqual({});
    expect(itemDefaultsFromProfile(null)).toEqual({});
  });
});
