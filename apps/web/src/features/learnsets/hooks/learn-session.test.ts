import type { Exercise } from '@app/shared/learnsets/api';
import { describe, expect, it } from 'vitest';
import { recordAndContinue, showAnswer, startSession } from './learn-session';

const exercise = (id: string): Exercise => ({
  id_: id,
  set_id: 's',
  question: `Frage ${id}`,
  answer: `Antwort ${id}`,
  answers: [],
  frequency: 1,
  auto_check: 0,
});
const exercises = [exercise('a'), exercise('b'), exercise('c')];

describe('learn session', () => {
  it('starts with the stored statistics summed and a first question', () => {
    const state = startSession(exercises, { a: { correct: 2, wrong: 1 }, x: { correct: 9, wrong: 9 } }, () => 0);
    expect(state).toMatchObject({ window: 'question', correct: 2, wrong: 1, turn: 1 });
    expect(state.current?.id_).toBe('a');
  });

  it('stays in the loading window without exercises', () => {
    expect(startSession([], {})).toMatchObject({ window: 'loading', current: null });
  });

  it('counts an answer locally and moves to a fresh question', () => {
    const start = startSession(exercises, {}, () => 0);
    const next = recordAndContinue(start, true, exercises, () => 0.99);
    expect(next.stats).toEqual({ a: { correct: 1, wrong: 0 } });
    expect(next).toMatchObject({ window: 'question', correct: 1, wrong: 0, turn: 2, given: '' });
    expect(next.current?.id_).toBe('c');
  });

  it('shows the answer window with the given answer, then counts the self-rating', () => {
    const start = startSession(exercises, {}, () => 0);
    const review = showAnswer(start, 'falsch');
    expect(review).toMatchObject({ window: 'answer', given: 'falsch', turn: 1 });
    const rated = recordAndContinue(review, false, exercises, () => 0);
    expect(rated.stats.a).toEqual({ correct: 0, wrong: 1 });
    expect(rated).toMatchObject({ window: 'question', correct: 0, wrong: 1 });
  });

  it('never mutates the statistics it started from', () => {
    const stored = { a: { correct: 1, wrong: 0 } };
    const start = startSession(exercises, stored, () => 0);
    recordAndContinue(start, true, exercises);
    expect(stored).toEqual({ a: { correct: 1, wrong: 0 } });
  });
});
