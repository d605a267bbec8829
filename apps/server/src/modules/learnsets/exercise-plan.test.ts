import type { ParsedExercise } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { type ExerciseRow, planEditorReplacement, planExerciseReplacement } from './exercise-plan';

const item = (question: string, answer: string, extra: Partial<ParsedExercise> = {}): ParsedExercise => ({
  question,
  answer,
  answers: [],
  frequency: 1,
  auto_check: 0,
  ...extra,
});

function ids() {
  let n = 0;
  return () => `new${++n}`;
}

const stored = (id: string, position: number, question: string, answer: string): ExerciseRow => ({
  id,
  set_id: 's',
  position,
  question,
  answer,
  answers: '[]',
  frequency: 1,
  auto_check: 0,
});

describe('planExerciseReplacement', () => {
  it('gives every exercise of a new set a fresh id in file order', () => {
    const plan = planExerciseReplacement('s', [], [item('a', '1'), item('b', '2')], ids());
    expect(plan.remove).toEqual([]);
    expect(plan.write.map((r) => [r.id, r.position, r.question])).toEqual([
      ['new1', 0, 'a'],
      ['new2', 1, 'b'],
    ]);
    expect(plan.write[0]).toMatchObject({ set_id: 's', answers: '[]', frequency: 1, auto_check: 0 });
  });

  it('keeps the id of an exercise whose question and answer are unchanged, so its statistics survive', () => {
    const existing = [stored('x', 0, 'a', '1'), stored('y', 1, 'b', '2'), stored('z', 2, 'c', '3')];
    const plan = planExerciseReplacement(
      's',
      existing,
      [item('c', '3'), item('b', 'zwei'), item('a', '1', { answers: ['eins'] })],
      ids(),
    );
    expect(plan.write.map((r) => [r.id, r.position])).toEqual([
      ['z', 0],
      ['new1', 1],
      ['x', 2],
    ]);
    expect(plan.write[2]?.answers).toBe('["eins"]');
    expect(plan.remove).toEqual(['y']);
  });

  it('does not rewrite rows that are entirely unchanged', () => {
    const existing = [stored('x', 0, 'a', '1'), stored('y', 1, 'b', '2')];
    const plan = planExerciseReplacement('s', existing, [item('a', '1'), item('b', '2')], ids());
    expect(plan).toEqual({ write: [], remove: [] });
  });

  it('matches repeated identical pairs one to one, in order', () => {
    const existing = [stored('x', 0, 'a', '1'), stored('y', 1, 'a', '1')];
    const plan = planExerciseReplacement('s', existing, [item('a', '1'), item('a', '1'), item('a', '1')], ids());
    expect(plan.write.map((r) => r.id)).toEqual(['new1']);
    expect(plan.remove).toEqual([]);
    const fewer = planExerciseReplacement('s', existing, [item('a', '1')], ids());
    expect(fewer).toEqual({ write: [], remove: ['y'] });
  });

  it('treats a changed answer as a new exercise (case matters, as in learn mode)', () => {
    const plan = planExerciseReplacement('s', [stored('x', 0, 'a', 'Haus')], [item('a', 'haus')], ids());
    expect(plan.write.map((r) => r.id)).toEqual(['new1']);
    expect(plan.remove).toEqual(['x']);
  });
});

describe('planEditorReplacement', () => {
  const row = (question: string, answer: string, id_?: string) => ({
    question,
    answer,
    answers: [],
    frequency: 1,
    id_,
  });

  it('keeps the id of a row that names it, also when its text changed, and rewrites only changed rows', () => {
    const existing = [stored('x', 0, 'a', '1'), stored('y', 1, 'b', '2'), stored('z', 2, 'c', '3')];
    const plan = planEditorReplacement(
      's',
      existing,
      [row('a', '1', 'x'), row('B', 'zwei', 'y'), row('neu', 'n')],
      ids(),
    );
    expect(plan).toEqual({
      write: [
        expect.objectContaining({ id: 'y', position: 1, question: 'B', answer: 'zwei' }),
        expect.objectContaining({ id: 'new1', position: 2, question: 'neu', auto_check: 0 }),
      ],
      remove: ['z'],
    });
  });

  it('treats a row without id as new even when its text equals a stored one, and keeps auto_check of kept rows', () => {
    const existing = [{ ...stored('x', 0, 'a', '1'), auto_check: 7 }];
    const plan = planEditorReplacement('s', existing, [row('a', '1'), row('a', '1', 'x')], ids());
    expect(plan).toEqual({
      write: [
        expect.objectContaining({ id: 'new1', position: 0 }),
        expect.objectContaining({ id: 'x', position: 1, auto_check: 7 }),
      ],
      remove: [],
    });
  });

  it('names the first row whose id the set does not have, or that an earlier row already took', () => {
    const existing = [stored('x', 0, 'a', '1')];
    expect(planEditorReplacement('s', existing, [row('a', '1'), row('b', '2', 'fremd')], ids())).toEqual({
      unknownRow: 1,
    });
    expect(planEditorReplacement('s', existing, [row('a', '1', 'x'), row('b', '2', 'x')], ids())).toEqual({
      unknownRow: 1,
    });
    expect(planEditorReplacement('s', [], [row('a', '1', 'x')], ids())).toEqual({ unknownRow: 0 });
  });
});
