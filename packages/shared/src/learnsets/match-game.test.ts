import { describe, expect, it } from 'vitest';
import { expectLinearReads } from '../test/linear-growth';
import { seeded } from '../test/seeded-random';
import {
  bestTimeKey,
  buildMatchRounds,
  clearWrong,
  createMatchState,
  formatMatchTime,
  isMatchOver,
  type MatchSource,
  type MatchState,
  nextBestTime,
  pairsDone,
  parseBestTime,
  selectTile,
} from './match-game';

const exercise = (id: string, question = `Frage ${id}`, answer = `Antwort ${id}`): MatchSource => ({
  id_: id,
  question,
  answer,
});
const many = (n: number) => Array.from({ length: n }, (_, i) => exercise(`e${i}`));

describe('buildMatchRounds', () => {
  it('makes up to three rounds of six pairs, each exercise once, questions and answers mixed', () => {
    const rounds = buildMatchRounds(many(40), seeded(1));
    expect(rounds).toHaveLength(3);
    const ids = rounds.flatMap((r) => r.tiles.filter((t) => t.side === 'question').map((t) => t.exerciseId));
    expect(ids).toHaveLength(18);
    expect(new Set(ids).size).toBe(18);
    for (const round of rounds) {
      expect(round.tiles).toHaveLength(12);
      expect(round.tiles.slice(0, 6).every((t) => t.side === 'question')).toBe(false);
    }
  });

  it('uses every exercise once when the selection is small', () => {
    const rounds = buildMatchRounds(many(8), seeded(2));
    expect(rounds.map((r) => r.tiles.length)).toEqual([12, 4]);
    expect(buildMatchRounds([], seeded(2))).toEqual([]);
  });

  it('never puts two equal answers or questions in one round, but keeps them for a later one', () => {
    const exercises = [
      exercise('a', 'Hund', 'dog'),
      exercise('b', 'Köter', 'dog'),
      exercise('c', 'Hund', 'hound'),
      exercise('d', 'Katze', 'cat'),
    ];
    for (let seed = 0; seed < 50; seed++) {
      const rounds = buildMatchRounds(exercises, seeded(seed));
      for (const round of rounds) {
        const texts = (side: string) => round.tiles.filter((t) => t.side === side).map((t) => t.text.trim());
        expect(new Set(texts('question')).size).toBe(texts('question').length);
        expect(new Set(texts('answer')).size).toBe(texts('answer').length);
      }
      expect(rounds.flatMap((r) => r.tiles)).toHaveLength(8);
    }
  });

  it('builds a game from 100,000 exercises, all with the same answer, in linear time', () => {
    const sameAnswer = (count: number) =>
      Array.from({ length: count }, (_, i) => exercise(`e${i}`, `Frage ${i}`, 'gleich'));
    expect(buildMatchRounds(sameAnswer(100_000), seeded(3)).map((r) => r.tiles.length)).toEqual([2, 2, 2]);
    expectLinearReads(sameAnswer, 12_500, (exercises) => buildMatchRounds(exercises, seeded(3)));
  });
});

describe('playing a round', () => {
  const rounds = buildMatchRounds([exercise('x', 'Hund', 'dog'), exercise('y', 'Katze', 'cat')], seeded(4));
  const play = (state: MatchState, keys: string[], now = 1000) =>
    keys.reduce<{ state: MatchState; pairs: unknown[] }>(
      (acc, key, i) => {
        const step = selectTile(acc.state, key, now + i * 100);
        return { state: step.state, pairs: step.pair ? [...acc.pairs, step.pair] : acc.pairs };
      },
      { state, pairs: [] },
    );

  it('pairs a question with its answer, once, and stops the clock after the last pair', () => {
    const { state, pairs } = play(createMatchState(rounds), ['q:x', 'a:x', 'a:x', 'a:y', 'q:y']);
    expect(pairs).toEqual([
      { exerciseId: 'x', answer: 'dog', correct: true },
      { exerciseId: 'y', answer: 'cat', correct: true },
    ]);
    expect(isMatchOver(state)).toBe(true);
    expect(state.startedAt).toBe(1000);
    expect(state.finishedAt).toBe(1400);
  });

  it('shows a wrong pair, unselects it, and counts the question as wrong when paired later', () => {
    let { state } = play(createMatchState(rounds), ['q:x', 'a:y']);
    expect(state.wrong).toEqual(['q:x', 'a:y']);
    expect(state.selected).toBeNull();
    expect(pairsDone(state)).toBe(0);
    expect(clearWrong(state).wrong).toBeNull();
    const rest = play(state, ['a:x', 'q:x', 'q:y', 'a:y']);
    state = rest.state;
    expect(rest.pairs).toEqual([
      { exerciseId: 'x', answer: 'dog', correct: false },
      { exerciseId: 'y', answer: 'cat', correct: true },
    ]);
    expect(isMatchOver(state)).toBe(true);
  });

  it('unselects a tile clicked twice and moves the selection within one side', () => {
    const once = selectTile(createMatchState(rounds), 'q:x', 5).state;
    expect(selectTile(once, 'q:x', 6).state.selected).toBeNull();
    expect(selectTile(once, 'q:y', 6).state.selected).toBe('q:y');
    expect(selectTile(once, 'q:y', 6).state.missed).toEqual({});
  });

  it('opens the next round after the last pair of a round', () => {
    const two = buildMatchRounds(many(7), seeded(5));
    const firstIds = two[0]!.tiles.filter((t) => t.side === 'question').map((t) => t.exerciseId);
    const { state } = play(
      createMatchState(two),
      firstIds.flatMap((id) => [`q:${id}`, `a:${id}`]),
    );
    expect(state.round).toBe(1);
    expect(state.finishedAt).toBeNull();
    expect(pairsDone(state)).toBe(0);
  });
});

describe('time and best time', () => {
  it.each([
    [0, '00:00,0'],
    [1234, '00:01,2'],
    [59_999, '00:59,9'],
    [61_050, '01:01,0'],
    [3_600_000, '60:00,0'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatMatchTime(ms)).toBe(text);
  });

  it('keys the best time by the sorted set ids', () => {
    expect(bestTimeKey(['b2', 'a1'])).toBe(bestTimeKey(['a1', 'b2']));
    expect(bestTimeKey(['a1'])).not.toBe(bestTimeKey(['a1', 'b2']));
  });

  it('reads only positive numbers as a stored best time', () => {
    expect(parseBestTime('12345')).toBe(12345);
    expect(parseBestTime(null)).toBeNull();
    expect(parseBestTime('abc')).toBeNull();
    expect(parseBestTime('0')).toBeNull();
  });

  it('calls a faster time a new best, a first or slower one not', () => {
    expect(nextBestTime(null, 9000)).toEqual({ best: 9000, newBest: false });
    expect(nextBestTime(9000, 8000)).toEqual({ best: 8000, newBest: true });
    expect(nextBestTime(8000, 8500)).toEqual({ best: 8000, newBest: false });
  });
});
