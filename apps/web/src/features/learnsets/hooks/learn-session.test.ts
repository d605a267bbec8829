import type { Exercise } from '@app/shared/learnsets/api';
import { pickNextExercise } from '@app/shared/learnsets/learn';
import { describe, expect, it } from 'vitest';
import { seeded } from '@app/shared/test/seeded-random';
import {
  joinExercises,
  type LearnState,
  prepareSession,
  recordAndContinue,
  showAnswer,
  startSession,
  startWithFirst,
} from './learn-session';

const exercise = (id: string, frequency = 1): Exercise => ({
  id_: id,
  set_id: 's',
  question: `Frage ${id}`,
  answer: `Antwort ${id}`,
  answers: [],
  frequency,
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

  it('chooses every next question as SPEC §9 weighs the statistics counted so far', () => {
    const many = ['__proto__', 'constructor', ...'abcdefgh'].map((id, i) => exercise(id, [1, 2, 0, 0.5][i % 4]));
    const values = seeded(3);
    let drawn = 0;
    const random = () => (drawn = values());
    let state: LearnState = startSession(many, { a: { correct: 0, wrong: 3 }, b: { correct: 4, wrong: 0 } }, random);
    for (let answer = 0; answer < 300; answer++) {
      state = recordAndContinue(state, values() < 0.6, many, random);
      // The same random number, weighed from scratch over the counted statistics.
      expect(state.current).toBe(pickNextExercise(many, state.stats, () => drawn));
    }
    expect(state.correct + state.wrong).toBe(300 + 7);
  });

  it('counts an answer once when the same question is recorded twice', () => {
    const start = startSession(exercises, {}, () => 0);
    recordAndContinue(start, true, exercises, () => 0);
    const again = recordAndContinue(start, true, exercises, () => 0);
    expect(again.stats).toEqual({ a: { correct: 1, wrong: 0 } });
    expect(again).toMatchObject({ correct: 1, wrong: 0 });
  });

  it("keeps an exercise with the id '__proto__' as an entry of its own", () => {
    const odd = [exercise('__proto__')];
    const next = recordAndContinue(
      startSession(odd, {}, () => 0),
      false,
      odd,
      () => 0,
    );
    expect(Object.keys(next.stats)).toEqual(['__proto__']);
    expect(next.stats['__proto__']).toEqual({ correct: 0, wrong: 1 });
    expect(next.current?.id_).toBe('__proto__');
  });

  it('chooses from a new exercise list when it is given one', () => {
    const start = startSession(exercises, {}, () => 0);
    const other = [exercise('x'), exercise('y')];
    const next = recordAndContinue(start, true, other, () => 0.99);
    expect(next.current?.id_).toBe('y');
    expect(next.stats).toEqual({ a: { correct: 1, wrong: 0 } });
  });

  it('chooses the same questions whether the session was prepared before the first answer or not', () => {
    const stats = { a: { correct: 0, wrong: 2 }, b: { correct: 3, wrong: 0 } };
    const run = (prepare: boolean) => {
      const values = seeded(7);
      let state = startSession(exercises, stats, values);
      if (prepare) state = prepareSession(state, exercises);
      const shown = [state.current?.id_];
      for (let answer = 0; answer < 50; answer++) {
        state = recordAndContinue(state, answer % 3 === 0, exercises, values);
        shown.push(state.current?.id_);
      }
      return shown;
    };
    expect(run(true)).toEqual(run(false));
    expect(stats).toEqual({ a: { correct: 0, wrong: 2 }, b: { correct: 3, wrong: 0 } });
  });

  it('prepares nothing for a list the question did not come from', () => {
    const start = startSession(exercises, {}, () => 0);
    expect(prepareSession(start, [exercise('x')])).toBe(start);
    expect(prepareSession(start, exercises).picker).not.toBeNull();
  });

  it("keeps the start call's question on screen when the sets arrive, with the statistics' totals", () => {
    const first = { exercise: exercise('b'), stats: { correct: 1, wrong: 0 } };
    const early = startWithFirst({ status: 'success', learnsets: [], exercise_count: 3, correct: 1, wrong: 0, first });
    expect(early).toMatchObject({ window: 'question', correct: 1, wrong: 0, turn: 1, picker: null });
    const typed = showAnswer(early, 'Antwort?');
    const joined = joinExercises(typed, exercises, { b: { correct: 1, wrong: 0 }, c: { correct: 0, wrong: 2 } });
    expect(joined.current).toBe(exercises[1]);
    expect(joined).toMatchObject({
      window: 'answer',
      given: 'Antwort?',
      currentIndex: 1,
      correct: 1,
      wrong: 2,
      turn: 1,
    });
    const next = recordAndContinue(joined, true, exercises, () => 0);
    expect(next.stats.b).toEqual({ correct: 2, wrong: 0 });
    expect(next).toMatchObject({ window: 'question', correct: 2, wrong: 2, turn: 2 });
  });

  it('starts with a question of the arrived sets when the start call had none', () => {
    const early = startWithFirst({
      status: 'success',
      learnsets: [],
      exercise_count: 0,
      correct: 0,
      wrong: 0,
      first: null,
    });
    expect(early).toMatchObject({ window: 'loading', current: null });
    expect(joinExercises(early, exercises, {}, () => 0)).toMatchObject({
      window: 'question',
      turn: 1,
      current: exercises[0],
    });
  });
});
