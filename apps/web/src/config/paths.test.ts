import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('puts the value into the last segment of its pattern, URL-encoded', () => {
    expect(paths.learnsets.preview('abc')).toBe('/lernsets/vorschau/abc');
    expect(paths.learnsets.preview.pattern).toBe('/lernsets/vorschau/:id');
    expect(paths.documents.edit('a b/c')).toBe('/dokumente/bearbeiten/a%20b%2Fc');
    expect(paths.calendars.join('Xy_-0')).toBe('/kalender/beitreten/Xy_-0');
    expect(paths.calendars.join.pattern).toBe('/kalender/beitreten/:code');
  });

  it("writes a selection of sets as its ids joined by '.' (SPEC §2)", () => {
    expect(paths.learnsets.learn(['a1', 'b2'])).toBe('/lernsets/lernen/a1.b2');
    expect(paths.learnsets.match(['a1'])).toBe('/lernsets/zuordnen/a1');
    expect(paths.learnsets.learn([])).toBe('/lernsets/lernen/');
  });
});
