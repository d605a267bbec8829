import type { Exercise } from '@app/shared/learnsets/api';
import { LEARN_ROUND_SIZE, pickByRunningWeights, pickNextExercise, selectionWeight } from '@app/shared/learnsets/learn';
import { describe, expect, it } from 'vitest';
import { seeded } from '@app/shared/test/seeded-random';
import {
  joinExercises,
  type LearnState,
  prepareSession,
  recordAndContinue,
  showAnswer,
  startNextRound,
  startSession,
  startWithFirst,
  withoutSentAnswer,
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

/** Records an answer and, where that ended the round, starts the next one, as the pupil would. */
function answerAndGoOn(state: LearnState, correct: boolean, list: readonly Exercise[], random: () => number) {
  const next = recordAndContinue(state, correct, list, random);
  return next.window === 'summary' ? startNextRound(next, list, random) : next;
}

/**
 * SPEC §9's choice from scratch, with the exercise just missed (if any) left out: its weight set to 0
 * and the others' weights as they are.
 */
function expectedPick(list: readonly Exercise[], state: LearnState, random: () => number): Exercise | undefined {
  if (state.missedIndex < 0) return pickNextExercise(list, state.stats, random);
  let total = 0;
  const sums = Float64Array.from(list, (item, i) => {
    if (i !== state.missedIndex) total += selectionWeight(state.stats[item.id_], item.frequency, list.length);
    return total;
  });
  return list[pickByRunningWeights(sums, random)];
}

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
    let missedThenAsked = 0;
    for (let answer = 0; answer < 300; answer++) {
      const before = state.current;
      const correct = values() < 0.6;
      state = answerAndGoOn(state, correct, many, random);
      // The same random number, weighed from scratch over the counted statistics.
      expect(state.current).toBe(expectedPick(many, state, () => drawn));
      if (!correct && state.current === before) missedThenAsked++;
    }
    expect(missedThenAsked).toBe(0);
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
        state = answerAndGoOn(state, answer % 3 === 0, exercises, values);
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

  it(`ends a round after ${LEARN_ROUND_SIZE} answers with its right and wrong, then starts the next round once`, () => {
    const random = seeded(5);
    let state = startSession(exercises, {}, random);
    for (let answer = 1; answer <= LEARN_ROUND_SIZE; answer++) {
      expect(state).toMatchObject({ window: 'question', round: { number: 1, answered: answer - 1 } });
      state = recordAndContinue(state, answer <= 5, exercises, random);
    }
    expect(state).toMatchObject({ window: 'summary', round: { number: 1, answered: 8, right: 5, wrong: 3 } });
    expect(state).toMatchObject({ correct: 5, wrong: 3, turn: LEARN_ROUND_SIZE });
    // On the summary nothing more is counted.
    expect(recordAndContinue(state, true, exercises, random)).toBe(state);
    const next = startNextRound(state, exercises, random);
    expect(next).toMatchObject({ window: 'question', round: { number: 2, answered: 0, right: 0, wrong: 0 } });
    expect(next.turn).toBe(LEARN_ROUND_SIZE + 1);
    // A second 'Weiter lernen' starts no further round.
    expect(startNextRound(next, exercises, random)).toBe(next);
  });

  it('never asks a missed exercise again in the very next question, even when its weight is by far the largest', () => {
    // 'a' missed often weighs 20/2 = 10 against 0.05 for each known one.
    const many = 'abcdefghijklmnopqrst'.split('').map((id) => exercise(id));
    const known = Object.fromEntries(many.slice(1).map(({ id_ }) => [id_, { correct: 5, wrong: 0 }]));
    const random = seeded(8);
    for (let run = 0; run < 200; run++) {
      let state = startSession(many, { ...known, a: { correct: 0, wrong: 4 } }, () => 0);
      expect(state.current?.id_).toBe('a');
      state = recordAndContinue(state, false, many, random);
      expect(state.current?.id_).not.toBe('a');
    }
    // After a right answer it may come straight back: only a miss keeps it out.
    let right = startSession(many, { ...known, a: { correct: 0, wrong: 4 } }, () => 0);
    right = recordAndContinue(right, true, many, () => 0);
    expect(right.current?.id_).toBe('a');
  });

  it("keeps the exercise missed last out of the next round's first question too", () => {
    const pair = [exercise('a'), exercise('b')];
    let state = startSession(pair, {}, () => 0);
    for (let answer = 1; answer < LEARN_ROUND_SIZE; answer++) state = recordAndContinue(state, true, pair, () => 0.5);
    const missed = state.current?.id_;
    state = recordAndContinue(state, false, pair, () => 0.5);
    expect(state.window).toBe('summary');
    for (const value of [0, 0.5, 0.999]) expect(startNextRound(state, pair, () => value).current?.id_).not.toBe(missed);
  });

  it('asks the only exercise of a set again after a miss', () => {
    const solo = [exercise('solo')];
    const state = recordAndContinue(
      startSession(solo, {}, () => 0),
      false,
      solo,
      () => 0.5,
    );
    expect(state).toMatchObject({ window: 'question', turn: 2 });
    expect(state.current?.id_).toBe('solo');
  });

  it("says 'Richtig!' after an answer counted right, and not after a wrong one or in the answer window", () => {
    const start = startSession(exercises, {}, () => 0);
    expect(start.lastRight).toBe(false);
    const right = recordAndContinue(start, true, exercises, () => 0.5);
    expect(right.lastRight).toBe(true);
    expect(showAnswer(right, 'x').lastRight).toBe(false);
    expect(recordAndContinue(showAnswer(right, 'x'), false, exercises, () => 0.5).lastRight).toBe(false);
  });

  it('counts the mastered exercises: more right than wrong answers', () => {
    const start = startSession(exercises, { a: { correct: 2, wrong: 1 }, b: { correct: 1, wrong: 1 } }, () => 0);
    expect(start.mastered).toBe(1);
    expect(start.current?.id_).toBe('a');
    // 'a' falls to 2:2, no longer mastered; then 'b' (weight 1 of 6, 'a' left out) rises to 2:1.
    const fell = recordAndContinue(start, false, exercises, () => 0.1);
    expect(fell.mastered).toBe(0);
    expect(fell.current?.id_).toBe('b');
    expect(recordAndContinue(fell, true, exercises, () => 0).mastered).toBe(1);
  });
});

describe('an answer given before the exercises arrived', () => {
  const early = startWithFirst({
    status: 'success',
    learnsets: [],
    exercise_count: 3,
    correct: 1,
    wrong: 0,
    first: { exercise: exercise('a'), stats: { correct: 1, wrong: 0 } },
  });

  it('is counted once when the statistics read after it already hold it', () => {
    const read = { a: { correct: 2, wrong: 0 }, b: { correct: 0, wrong: 1 } };
    const own = withoutSentAnswer(read, 'a', true, early.currentStats);
    expect(own.a).toEqual({ correct: 1, wrong: 0 });
    const next = recordAndContinue(joinExercises(early, exercises, own), true, exercises, () => 0);
    expect(next.stats.a).toEqual({ correct: 2, wrong: 0 });
    expect({ correct: next.correct, wrong: next.wrong }).toEqual({ correct: 2, wrong: 1 });
    expect(read.a).toEqual({ correct: 2, wrong: 0 });
  });

  it('is counted once when the statistics were read before it arrived', () => {
    const read = { a: { correct: 1, wrong: 0 } };
    expect(withoutSentAnswer(read, 'a', false, early.currentStats)).toBe(read);
    const next = recordAndContinue(joinExercises(early, exercises, read), false, exercises, () => 0);
    expect(next.stats.a).toEqual({ correct: 1, wrong: 1 });
  });
});
