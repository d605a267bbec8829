// Runs in Node, not in the browser: it reads the stylesheet (Vitest hands CSS imports over empty).
// eslint-disable-next-line no-restricted-imports
import fs from 'node:fs';
import { SUBJECTS } from '@app/shared/constants/subjects';
import { STUDY_MODES } from '@app/shared/learnsets/study-modes';
import { describe, expect, it } from 'vitest';
import { STUDY_WAY_ORDER, STUDY_WAYS } from './study-modes';
import { SUBJECT_KIND_OF, SUBJECT_KINDS, subjectLook } from './subjects';

const TOKENS = fs.readFileSync(new URL('../../styles/tokens.css', import.meta.url), 'utf8');
/** The custom properties tokens.css defines. */
const defined = new Set([...TOKENS.matchAll(/^\s*(--[\w-]+):/gm)].map((m) => m[1]));
const hueOf = (token: string) => TOKENS.match(new RegExp(`${token}:\\s*(\\d+)`))?.[1];

describe('colours and icons of study modes and subjects', () => {
  it('gives every study mode and the review a name, a hue defined in tokens.css and an icon of its own', () => {
    expect(Object.keys(STUDY_WAYS).sort()).toEqual([...Object.keys(STUDY_MODES), 'review'].sort());
    expect([...STUDY_WAY_ORDER].sort()).toEqual(Object.keys(STUDY_WAYS).sort());
    const looks = Object.values(STUDY_WAYS);
    for (const look of looks) expect(defined, look.hue).toContain(look.hue);
    expect(new Set(looks.map((look) => hueOf(look.hue))).size).toBe(looks.length);
    expect(new Set(looks.map((look) => look.Icon)).size).toBe(looks.length);
    expect(STUDY_WAYS.learn.label).toBe('Lernen');
  });

  it('links each mode to its page for a selection of sets', () => {
    expect(STUDY_WAYS.learn.href(['a', 'b'])).toBe('/lernsets/lernen/a.b');
    expect(STUDY_WAYS.cards.href(['a'])).toBe('/lernsets/karten/a');
    expect(STUDY_WAYS.test.href(['a'])).toBe('/lernsets/test/a');
    expect(STUDY_WAYS.match.href(['a'])).toBe('/lernsets/zuordnen/a');
    expect(STUDY_WAYS.review.href(['a'])).toBe('/wiederholen');
  });

  it('gives every subject of the shared list a group, and every group a hue and icon of its own', () => {
    expect(Object.keys(SUBJECT_KIND_OF).sort()).toEqual(Object.keys(SUBJECTS).sort());
    const looks = Object.values(SUBJECT_KINDS);
    for (const look of looks) {
      expect(defined, look.hue).toContain(look.hue);
      if (look.chroma) expect(defined, look.chroma).toContain(look.chroma);
    }
    expect(new Set(looks.map((look) => hueOf(look.hue))).size).toBe(looks.length);
    expect(new Set(looks.map((look) => look.Icon)).size).toBe(looks.length);
  });

  it("names a subject by its own name in its group's colour; an unknown one is 'Andere'", () => {
    const biology = subjectLook('SBI');
    expect(biology.label).toBe('Schwerpunktfach Biologie');
    expect(biology.kindLabel).toBe('Biologie');
    expect(biology.hue).toBe(SUBJECT_KINDS.biology.hue);
    expect(subjectLook('XYZ')).toMatchObject({ label: 'Andere', hue: SUBJECT_KINDS.other.hue });
  });
});
