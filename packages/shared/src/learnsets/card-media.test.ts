import { describe, expect, it } from 'vitest';
import { cardImageUrl, speechLanguage } from './card-media';
import { exerciseOfRow, rowOfExercise } from './exercise-row';
import { exportLearnset } from './export';
import { parseLearnsetFile } from './parse';

describe('card media', () => {
  it("reads a set aloud in the set's language, Swiss where possible", () => {
    expect(speechLanguage('de')).toBe('de-CH');
    expect(speechLanguage('fr')).toBe('fr-CH');
    expect(speechLanguage('it')).toBe('it-CH');
    expect(speechLanguage('en')).toBe('en-GB');
    expect(speechLanguage('es')).toBe('es-ES');
    expect(speechLanguage('-')).toBe('de-CH');
    expect(speechLanguage(undefined)).toBe('de-CH');
  });

  it('names an image by a URL under the API', () => {
    expect(cardImageUrl('abc_-1')).toBe('/api/v1/learnsets/images/abc_-1');
  });

  it('adds image ids to rows only when an exercise has an image', () => {
    const plain = { id_: 'e1', set_id: 's', question: 'Q', answer: 'A', answers: [], frequency: 1, auto_check: 0 };
    expect(rowOfExercise(plain)).toEqual(['e1', 'Q', 'A', [], 1, 0]);
    const withImage = { ...plain, answer_image: 'img1' };
    expect(rowOfExercise(withImage)).toEqual(['e1', 'Q', 'A', [], 1, 0, null, 'img1']);
    expect(exerciseOfRow('s', rowOfExercise(withImage))).toEqual(withImage);
    expect(exerciseOfRow('s', rowOfExercise(plain))).toEqual(plain);
  });

  it('exports image ids only when present and reads them back', () => {
    const plain = { question: 'Q', answer: 'A', answers: [], frequency: 1, auto_check: 0 };
    expect(exportLearnset([plain])).not.toContain('image');
    const file = exportLearnset([{ ...plain, question_image: 'bild1' }]);
    const parsed = parseLearnsetFile('set.json', new TextEncoder().encode(file), 10);
    expect(parsed).toEqual({ ok: true, exercises: [{ ...plain, question_image: 'bild1' }] });
  });

  it('refuses an image id that is not one, naming the entry', () => {
    const file = JSON.stringify([{ question: 'Q', answer: 'A', answer_image: '../x' }]);
    const parsed = parseLearnsetFile('set.json', new TextEncoder().encode(file), 10);
    expect(parsed).toEqual({
      ok: false,
      message: 'Eintrag 1: Das Bild ("answer_image") muss die Kennung eines hochgeladenen Bildes sein.',
    });
  });
});
