/**
 * Zuordnen (matching game): rounds of question and answer tiles to pair up against the clock.
 * Pure and immutable; building a game is O(n) however large the selection, every move O(tiles).
 */
import { shuffle } from './flashcards';

/** Pairs per round (12 tiles). */
export const MATCH_ROUND_SIZE = 6;
/** Rounds per game; smaller selections give fewer. */
export const MATCH_ROUNDS_PER_GAME = 3;

/** What the game needs of an exercise. */
export interface MatchSource {
  id_: string;
  question: string;
  answer: string;
}

export interface MatchTile {
  /** Unique in the round: `q:` or `a:` plus the exercise id. */
  key: string;
  exerciseId: string;
  side: 'question' | 'answer';
  text: string;
}

export interface MatchRound {
  /** Questions and answers mixed, in the order of the grid. */
  tiles: readonly MatchTile[];
}

export interface MatchState {
  rounds: readonly MatchRound[];
  /** Index of the round being played; `rounds.length` once the game is over. */
  round: number;
  /** Key of the selected tile, waiting for its partner. */
  selected: string | null;
  /** Exercise ids paired in this game. */
  matched: Readonly<Record<string, true>>;
  /** Exercise ids whose question tile was part of a wrong pair: they count as wrong. */
  missed: Readonly<Record<string, true>>;
  /** The two tiles of the last wrong pair, shown as wrong until the next selection. */
  wrong: readonly [string, string] | null;
  /** Times in ms (any clock): the first selection and the last pair. */
  startedAt: number | null;
  finishedAt: number | null;
}

/** A pair just made: what the answer sender needs. */
export interface MatchedPair {
  exerciseId: string;
  answer: string;
  /** No wrong pair involved this exercise's question tile. */
  correct: boolean;
}

const sameText = (text: string) => text.trim();

/**
 * Draws up to `roundCount` rounds of `roundSize` exercises at random. Within a round no two
 * exercises share a question or an answer text (they could not be told apart); an exercise
 * put aside for that may come in a later round. Each exercise appears at most once per game.
 */
export function buildMatchRounds(
  exercises: readonly MatchSource[],
  random: () => number = Math.random,
  roundSize = MATCH_ROUND_SIZE,
  roundCount = MATCH_ROUNDS_PER_GAME,
): MatchRound[] {
  // A lazy Fisher–Yates over indices: only as many draws as the game needs, not a full shuffle.
  const indices = Array.from(exercises, (_, i) => i);
  let drawn = 0;
  const draw = (): MatchSource | undefined => {
    if (drawn >= indices.length) return undefined;
    const j = drawn + Math.floor(random() * (indices.length - drawn));
    const picked = indices[j] as number;
    indices[j] = indices[drawn] as number;
    indices[drawn] = picked;
    drawn++;
    return exercises[picked];
  };
  let deferred: MatchSource[] = [];
  const rounds: MatchRound[] = [];
  while (rounds.length < roundCount) {
    const questions = new Set<string>();
    const answers = new Set<string>();
    const pairs: MatchSource[] = [];
    const fits = (exercise: MatchSource) =>
      !questions.has(sameText(exercise.question)) && !answers.has(sameText(exercise.answer));
    const take = (exercise: MatchSource) => {
      questions.add(sameText(exercise.question));
      answers.add(sameText(exercise.answer));
      pairs.push(exercise);
    };
    const stillDeferred: MatchSource[] = [];
    for (const exercise of deferred) {
      if (pairs.length < roundSize && fits(exercise)) take(exercise);
      else stillDeferred.push(exercise);
    }
    deferred = stillDeferred;
    while (pairs.length < roundSize) {
      const exercise = draw();
      if (!exercise) break;
      if (fits(exercise)) take(exercise);
      else deferred.push(exercise);
    }
    if (pairs.length === 0) break;
    rounds.push({ tiles: shuffle(pairs.flatMap(tilesOf), random) });
  }
  return rounds;
}

function tilesOf(exercise: MatchSource): MatchTile[] {
  return [
    { key: `q:${exercise.id_}`, exerciseId: exercise.id_, side: 'question', text: exercise.question },
    { key: `a:${exercise.id_}`, exerciseId: exercise.id_, side: 'answer', text: exercise.answer },
  ];
}

/** A game over the given rounds, before the first selection (the clock has not started). */
export function createMatchState(rounds: readonly MatchRound[]): MatchState {
  return { rounds, round: 0, selected: null, matched: {}, missed: {}, wrong: null, startedAt: null, finishedAt: null };
}

/** True once every round is paired. */
export function isMatchOver(state: MatchState): boolean {
  return state.round >= state.rounds.length;
}

/** Pairs made so far in the current round. */
export function pairsDone(state: MatchState): number {
  const tiles = state.rounds[state.round]?.tiles ?? [];
  return tiles.filter((tile) => tile.side === 'question' && state.matched[tile.exerciseId]).length;
}

/**
 * Selects the tile `key` at time `now`. The first selection starts the clock; the same tile again
 * unselects it, a tile of the same side takes over the selection. A question and an answer of
 * one exercise are a pair (returned as `pair`, once: paired tiles ignore clicks); any other
 * question–answer combination is wrong and marks the question's exercise as missed. The last
 * pair of a round opens the next one; of the last round, it stops the clock.
 */
export function selectTile(state: MatchState, key: string, now: number): { state: MatchState; pair?: MatchedPair } {
  const tiles = state.rounds[state.round]?.tiles;
  const tile = tiles?.find((t) => t.key === key);
  if (!tiles || !tile || state.matched[tile.exerciseId]) return { state };
  const base: MatchState = { ...state, wrong: null, startedAt: state.startedAt ?? now };
  const other = tiles.find((t) => t.key === state.selected);
  if (!other || other.key === key) return { state: { ...base, selected: other ? null : key } };
  if (other.side === tile.side) return { state: { ...base, selected: key } };
  const question = tile.side === 'question' ? tile : other;
  const answer = tile.side === 'answer' ? tile : other;
  if (question.exerciseId !== answer.exerciseId) {
    const missed = { ...state.missed, [question.exerciseId]: true as const };
    return { state: { ...base, selected: null, missed, wrong: [other.key, key] } };
  }
  const matched = { ...state.matched, [tile.exerciseId]: true as const };
  const pair = { exerciseId: tile.exerciseId, answer: answer.text, correct: !state.missed[tile.exerciseId] };
  const roundDone = tiles.every((t) => matched[t.exerciseId]);
  const round = roundDone ? state.round + 1 : state.round;
  const finishedAt = roundDone && round >= state.rounds.length ? now : null;
  return { state: { ...base, selected: null, matched, round, finishedAt }, pair };
}

/** Forgets the last wrong pair, once it has been shown long enough. */
export function clearWrong(state: MatchState): MatchState {
  return state.wrong ? { ...state, wrong: null } : state;
}

/** Milliseconds as `mm:ss,t` (tenths, cut not rounded, so the clock never runs ahead). */
export function formatMatchTime(ms: number): string {
  const tenths = Math.floor(Math.max(0, ms) / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = Math.floor((tenths % 600) / 10);
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')},${tenths % 10}`;
}

/** The localStorage key of the best time for a selection: the same sets in any order share it. */
export function bestTimeKey(setIds: readonly string[]): string {
  return `lernplattform.zuordnen.bestzeit.${[...setIds].sort().join('.')}`;
}

/** Reads a stored best time; anything that is not a positive number counts as none. */
export function parseBestTime(stored: string | null): number | null {
  const value = stored === null ? NaN : Number(stored);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The best time after a game of `time` ms; `newBest` only when an earlier best was beaten. */
export function nextBestTime(previous: number | null, time: number): { best: number; newBest: boolean } {
  if (previous === null) return { best: time, newBest: false };
  return time < previous ? { best: time, newBest: true } : { best: previous, newBest: false };
}
