import { describe, expect, it } from 'vitest';
import { expectLinearReads } from '../test/linear-growth';
import { seeded } from '../test/seeded-random';
import {
  buildTest,
  isTestAnswerCorrect,
  pickDistractors,
  rightVerdict,
  TEST_SETUP_MESSAGES,
  testSetupErrors,
  type TestExercise,
  type TestQuestion,
} from './practice-test';

const exercise = (id: number, answer: string, answers: string[] = []): TestExercise => ({
  id_: `e${id}`,
  question: `Frage ${id}`,
  answer,
  answers,
});

const CAPITALS = ['Bern', 'Paris', 'Berlin', 'Rom', 'Wien', 'Madrid', 'Lissabon', 'Oslo'].map((answer, i) =>
  exercise(i, answer),
);
const ALL_KINDS = ['typed', 'choice', 'truefalse'] as const;

describe('testSetupErrors', () => {
  it('accepts 1 to n questions with at least one kind', () => {
    expect(testSetupErrors({ count: 1, kinds: ['typed'] }, 8)).toEqual({});
    expect(testSetupErrors({ count: 8, kinds: ALL_KINDS }, 8)).toEqual({});
  });

  it.each([0, 9, 2.5, Number.NaN])('refuses %d questions out of 8, saying the range', (count) => {
    expect(testSetupErrors({ count, kinds: ['typed'] }, 8).count).toBe(TEST_SETUP_MESSAGES.count(8));
  });

  it('asks for at least one kind', () => {
    expect(testSetupErrors({ count: 3, kinds: [] }, 8)).toEqual({ kinds: TEST_SETUP_MESSAGES.kinds });
  });
});

describe('buildTest', () => {
  it('draws the asked number of distinct exercises and deals out every chosen kind', () => {
    const test = buildTest(CAPITALS, { count: 6, kinds: ALL_KINDS }, seeded(1));
    expect(test).toHaveLength(6);
    expect(new Set(test.map((q) => q.exercise.id_)).size).toBe(6);
    for (const kind of ALL_KINDS) expect(test.filter((q) => q.kind === kind)).toHaveLength(2);
  });

  it('over many tests draws every exercise about equally often', () => {
    const random = seeded(7);
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      for (const { exercise: e } of buildTest(CAPITALS, { count: 2, kinds: ['typed'] }, random)) {
        counts.set(e.id_, (counts.get(e.id_) ?? 0) + 1);
      }
    }
    // 8000 draws over 8 exercises: 1000 each expected.
    for (const e of CAPITALS) expect(counts.get(e.id_)).toBeGreaterThan(880);
    for (const e of CAPITALS) expect(counts.get(e.id_)).toBeLessThan(1120);
  });

  it('gives multiple choice the right answer and three other answers of the selection', () => {
    for (let seed = 0; seed < 50; seed++) {
      for (const question of buildTest(CAPITALS, { count: 8, kinds: ['choice'] }, seeded(seed))) {
        if (question.kind !== 'choice') throw new Error('expected multiple choice');
        expect(question.options).toHaveLength(4);
        expect(new Set(question.options).size).toBe(4);
        expect(question.options).toContain(question.exercise.answer);
        for (const option of question.options) expect(CAPITALS.map((e) => e.answer)).toContain(option);
      }
    }
  });

  it('takes the wrong options from answers in the same language when a mixed test has enough of them', () => {
    // Asked both ways: German answers (questions asked backwards) beside French ones.
    const german = ['Hund', 'Katze', 'Maus', 'Pferd', 'Vogel'].map((answer, i) => exercise(i, answer));
    const french = ['chien', 'chat', 'souris', 'cheval', 'oiseau'].map((answer, i) => exercise(10 + i, answer));
    const languageOf = (e: TestExercise) => (german.includes(e) ? 'de' : 'fr');
    for (let seed = 0; seed < 30; seed++) {
      for (const question of buildTest(
        [...german, ...french],
        { count: 10, kinds: ['choice'] },
        seeded(seed),
        languageOf,
      )) {
        if (question.kind !== 'choice') throw new Error('expected multiple choice');
        const same = (languageOf(question.exercise) === 'de' ? german : french).map((e) => e.answer);
        for (const option of question.options) expect(same).toContain(option);
      }
    }
    // With too few answers in its language, an exercise takes the other answers of the selection.
    const lonely = exercise(99, 'Elefant');
    const test = buildTest([lonely, ...french], { count: 6, kinds: ['choice'] }, seeded(2), (e) =>
      e === lonely ? 'de' : 'fr',
    );
    expect(test.find((q) => q.exercise === lonely)?.kind).toBe('choice');
  });

  it('never offers an alternative of the right answer as a wrong option', () => {
    const sets = [exercise(1, 'cat', ['kitty']), exercise(2, 'kitty'), exercise(3, 'dog'), exercise(4, 'cow')];
    for (let seed = 0; seed < 50; seed++) {
      const test = buildTest(sets, { count: 4, kinds: ['choice'] }, seeded(seed));
      const question = test.find((q) => q.exercise.id_ === 'e1');
      // Only 'dog' and 'cow' remain for 'cat': too few for four options, so it becomes true/false.
      expect(question?.kind).toBe('truefalse');
      if (question?.kind === 'truefalse' && !question.proposedIsCorrect)
        expect(['dog', 'cow']).toContain(question.proposed);
    }
  });

  it('falls back to true/false proposing the right answer when there is nothing else to offer', () => {
    const test = buildTest([exercise(1, 'same'), exercise(2, 'same')], { count: 2, kinds: ['choice'] }, seeded(3));
    for (const question of test) {
      expect(question).toMatchObject({ kind: 'truefalse', proposed: 'same', proposedIsCorrect: true });
    }
  });

  it('proposes the right answer in about half of the true/false questions', () => {
    const random = seeded(11);
    let right = 0;
    for (let i = 0; i < 2000; i++) {
      const [question] = buildTest(CAPITALS, { count: 1, kinds: ['truefalse'] }, random);
      if (question?.kind === 'truefalse' && question.proposedIsCorrect) right++;
      if (question?.kind === 'truefalse' && !question.proposedIsCorrect) {
        expect(question.proposed).not.toBe(question.exercise.answer);
      }
    }
    expect(right).toBeGreaterThan(900);
    expect(right).toBeLessThan(1100);
  });

  it('throws on an invalid setup', () => {
    expect(() => buildTest(CAPITALS, { count: 9, kinds: ['typed'] })).toThrow(/invalid setup/);
  });

  it('builds 20 questions out of 100,000 exercises in linear time', () => {
    const many = (count: number) => Array.from({ length: count }, (_, i) => exercise(i, `Antwort ${i}`));
    const build = (exercises: TestExercise[]) =>
      buildTest(exercises, { count: 20, kinds: ['choice', 'truefalse'] }, seeded(5));
    expect(build(many(100_000)).filter((q) => q.kind === 'choice')).toHaveLength(10);
    expectLinearReads(many, 12_500, build);
  });
});

describe('pickDistractors', () => {
  it('prefers answers that look alike: numbers for a number, words for a word', () => {
    const pool = ['1291', 'Tell', 'Morgarten', '1315', 'Sempach', '1386', 'Wilhelm', '1499'];
    expect(pickDistractors(exercise(1, '1291'), pool, 3, seeded(2)).sort()).toEqual(['1315', '1386', '1499']);
    expect(pickDistractors(exercise(2, 'Sempach'), pool, 3, seeded(2))).not.toContain('1315');
  });

  it('ranks the closest spelling first', () => {
    const pool = ['Haus', 'Maus', 'Hauses', 'Baum', 'Elefantenrüssel'];
    expect(pickDistractors(exercise(1, 'Haus'), pool, 2, seeded(4))).toEqual(['Maus', 'Hauses']);
  });

  it('returns no duplicates and never the answer, even ignoring surrounding spaces', () => {
    const picked = pickDistractors(exercise(1, 'rot'), ['rot', ' rot ', 'blau', 'grün'], 3, seeded(1));
    expect(picked.sort()).toEqual(['blau', 'grün']);
  });
});

describe('isTestAnswerCorrect', () => {
  const typed: TestQuestion = { kind: 'typed', exercise: exercise(1, 'cat', ['kitty']) };
  const judged: TestQuestion = {
    kind: 'truefalse',
    exercise: exercise(1, 'cat'),
    proposed: 'dog',
    proposedIsCorrect: false,
  };

  it('checks typed answers exactly, alternatives included', () => {
    expect(isTestAnswerCorrect(typed, 'kitty')).toBe(true);
    expect(isTestAnswerCorrect(typed, 'Cat')).toBe(false);
    expect(isTestAnswerCorrect(typed, '')).toBe(false);
  });

  it('checks the verdict of a true/false question, unanswered being wrong', () => {
    expect(isTestAnswerCorrect(judged, 'Falsch')).toBe(true);
    expect(isTestAnswerCorrect(judged, 'Richtig')).toBe(false);
    expect(isTestAnswerCorrect(judged, '')).toBe(false);
    expect(rightVerdict({ proposedIsCorrect: false })).toBe('Falsch');
  });
});
