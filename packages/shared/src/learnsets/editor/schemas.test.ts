import { describe, expect, it } from 'vitest';
import { LEARNSET_FILE_MESSAGES as F } from '../file-messages';
import { fastestCostsMs } from '../../test/linear-growth';
import { LEARNSET_EDITOR_MESSAGES as M, MAX_EDITOR_EXERCISES } from './messages';
import { editorProblem, LearnsetEditorCreateSchema, LearnsetEditorEditSchema, parseEditorBody } from './schemas';

const FIELDS = {
  title: 'Zellbiologie',
  subject: 'BI',
  description: 'Mitose und Meiose',
  class: '5b',
  grade: '5',
  language: 'de',
};
const row = (question: string, answer: string, extra: Record<string, unknown> = {}) => ({
  question,
  answer,
  answers: [],
  frequency: 1,
  ...extra,
});

const problemOf = (body: unknown) => {
  const result = LearnsetEditorCreateSchema.safeParse(body);
  if (result.success) throw new Error('expected a problem');
  return editorProblem(result.error);
};

describe('the editor calls', () => {
  it('take the form fields and rows, trimmed, with the defaults of a file', () => {
    const parsed = LearnsetEditorCreateSchema.parse({
      ...FIELDS,
      exercises: [
        { question: ' Hund ', answer: 'dog ', answers: [' Köter '], frequency: 2, id_: 'abc_-1' },
        { question: 'Katze', answer: 'cat', answers: null, frequency: null, auto_check: 7, extra: 1 },
      ],
    });
    expect(parsed.exercises).toEqual([
      { question: 'Hund', answer: 'dog', answers: ['Köter'], frequency: 2, id_: 'abc_-1' },
      { question: 'Katze', answer: 'cat', answers: [], frequency: 1 },
    ]);
  });

  it('name the row and the problem in the words of the file upload', () => {
    expect(problemOf({ ...FIELDS, exercises: [row('a', 'b'), row('c', '  ')] })).toEqual({
      message: F.atLine(2, F.fieldEmpty('answer')),
      row: 1,
      field: 'answer',
      alternative: undefined,
    });
    expect(problemOf({ ...FIELDS, exercises: [row('a', 'b', { answers: ['x', ''] })] })).toMatchObject({
      message: 'Zeile 1: Die 2. alternative Antwort ist leer.',
      row: 0,
      field: 'answers',
      alternative: 1,
    });
    expect(problemOf({ ...FIELDS, exercises: [row('a', 'b', { frequency: 0 })] }).message).toBe(
      F.atLine(1, F.frequencyInvalid),
    );
    expect(problemOf({ ...FIELDS, exercises: [row('a', 'b', { id_: 'a.b' })] }).message).toBe(F.atLine(1, M.idInvalid));
  });

  it('refuse an id that two rows carry, naming the second row and the first', () => {
    const exercises = [row('a', 'b', { id_: 'x1' }), row('c', 'd'), row('e', 'f', { id_: 'x1' })];
    expect(problemOf({ ...FIELDS, exercises })).toMatchObject({
      message: F.atLine(3, M.idRepeated(1)),
      row: 2,
      field: 'id_',
    });
  });

  it('refuse no rows and more rows than any plan allows', () => {
    expect(problemOf({ ...FIELDS, exercises: [] }).message).toBe(M.empty);
    const tooMany = Array.from({ length: MAX_EDITOR_EXERCISES + 1 }, (_, i) => row(`q${i}`, 'a'));
    expect(problemOf({ ...FIELDS, exercises: tooMany }).message).toBe(M.tooManyForAnyPlan);
    expect(problemOf({ ...FIELDS, exercises: 'Hund; dog' }).message).toBe(M.exercisesNotList);
  });

  it('check the form fields with the upload form messages, and the id on edit', () => {
    expect(problemOf({ ...FIELDS, title: 'abc', exercises: [row('a', 'b')] })).toEqual({
      message: 'Der Titel muss mindestens 4 Zeichen lang sein',
      field: 'title',
    });
    expect(LearnsetEditorEditSchema.safeParse({ ...FIELDS, exercises: [row('a', 'b')] }).success).toBe(false);
    expect(LearnsetEditorEditSchema.safeParse({ ...FIELDS, id: 's1', exercises: [row('a', 'b')] }).success).toBe(true);
  });
});

describe('judging an editor body', () => {
  const firstProblem = (body: unknown) => {
    const result = LearnsetEditorCreateSchema.safeParse(body);
    return result.success ? undefined : editorProblem(result.error);
  };
  const rows = (count: number) => Array.from({ length: count }, (_, i) => row(`q${i}`, `a${i}`));

  it('names the same first problem as the whole schema, or gives the same set', () => {
    const bodies = [
      { ...FIELDS, exercises: [row(' Hund ', 'dog', { answers: [' Köter '] }), row('Katze', 'cat', { frequency: 2 })] },
      { ...FIELDS, exercises: [...rows(5), row('x', ''), row('y', '', { answers: [''] })] },
      { ...FIELDS, title: 'abc', exercises: [...rows(3), row('', '')] },
      { ...FIELDS, exercises: [row('a', 'b', { id_: 'x1' }), row('c', 'd', { id_: 'x1' }), row('e', '')] },
      { ...FIELDS, exercises: [row('a', 'b', { id_: 'x1' }), row('c', 'd', { id_: 'x1' })] },
      { ...FIELDS, exercises: [] },
      { ...FIELDS, exercises: 'Hund; dog' },
      { ...FIELDS, exercises: rows(MAX_EDITOR_EXERCISES + 1) },
      'kein Objekt',
    ];
    for (const body of bodies) {
      const judged = parseEditorBody(LearnsetEditorCreateSchema, body);
      const whole = LearnsetEditorCreateSchema.safeParse(body);
      expect(judged.success ? undefined : judged.problem, JSON.stringify(body).slice(0, 80)).toEqual(
        firstProblem(body),
      );
      if (judged.success && whole.success) expect(judged.data).toEqual(whole.data);
    }
  });

  it("names the plan's row limit before any problem of a row", () => {
    const judged = parseEditorBody(
      LearnsetEditorCreateSchema,
      { ...FIELDS, exercises: [row('a', ''), ...rows(2000)] },
      2000,
    );
    expect(judged).toEqual({ success: false, problem: { message: M.tooMany(2001, 2000), field: 'exercises' } });
  });

  it('costs no more for a body full of problems than for a sound body of as many rows', async () => {
    // 10,000 rows of 64 empty alternatives: 640,000 problems, each of which zod would build and keep.
    const empty = {
      ...FIELDS,
      exercises: Array(MAX_EDITOR_EXERCISES).fill(row('a', 'b', { answers: Array(64).fill('') })),
    };
    const sound = {
      ...FIELDS,
      exercises: Array(MAX_EDITOR_EXERCISES).fill(row('a', 'b', { answers: Array(64).fill('x') })),
    };
    expect(parseEditorBody(LearnsetEditorCreateSchema, empty)).toMatchObject({
      problem: { message: F.atLine(1, F.alternativeEmpty(1)) },
    });
    const [emptyMs, soundMs] = await fastestCostsMs([
      () => parseEditorBody(LearnsetEditorCreateSchema, empty),
      () => parseEditorBody(LearnsetEditorCreateSchema, sound),
    ]);
    expect(emptyMs, `sound body ${soundMs?.toFixed(1)} ms`).toBeLessThan(soundMs ?? 0);
  });
});
