import type { Exercise } from '@app/shared/learnsets/api';
import {
  bestTimeKey,
  buildMatchRounds,
  clearWrong,
  createMatchState,
  type MatchState,
  nextBestTime,
  parseBestTime,
  selectTile,
} from '@app/shared/learnsets/match-game';
import { useEffect, useRef, useState } from 'react';

type Send = (exerciseId: string, answer: string, correct: boolean) => void;

/** How long a wrong pair stays marked. */
const WRONG_SHOWN_MS = 1200;

/**
 * What the game last told a screen reader (and shows below the grid): the tile texts as they are,
 * so formulas in them are typeset where they are shown.
 */
export type MatchAnnouncement =
  | { kind: 'none' }
  | { kind: 'right'; question: string; answer: string }
  | { kind: 'wrong'; first: string; second: string }
  | { kind: 'round'; round: number; rounds: number }
  | { kind: 'new-game' };

export interface MatchResult {
  time: number;
  best: number;
  newBest: boolean;
}

/** The stored best time; a browser without storage (private mode) simply has none. */
function storeBestTime(key: string, time: number): { best: number; newBest: boolean } {
  let previous: number | null = null;
  try {
    previous = parseBestTime(localStorage.getItem(key));
  } catch {
    // No storage: this game's time is the best there is.
  }
  const next = nextBestTime(previous, time);
  try {
    localStorage.setItem(key, String(next.best));
  } catch {
    // Not stored: the best time lasts as long as the page.
  }
  return next;
}

/**
 * One Zuordnen game over a selection: the game state, the tile selection (which sends each pair
 * once), the polite announcement of what happened, and the result with the best time.
 */
export function useMatchGame(exercises: readonly Exercise[], setIds: readonly string[], send: Send) {
  const [state, setStateValue] = useState(() => createMatchState(buildMatchRounds(exercises)));
  const [result, setResult] = useState<MatchResult | null>(null);
  const [announcement, setAnnouncement] = useState<MatchAnnouncement>({ kind: 'none' });
  // Quick taps can come before a re-render: each one builds on the latest state.
  const latest = useRef(state);
  const setState = (next: MatchState) => {
    latest.current = next;
    setStateValue(next);
  };

  useEffect(() => {
    if (!state.wrong) return;
    const timer = setTimeout(() => setState(clearWrong(latest.current)), WRONG_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state.wrong]);

  const select = (key: string) => {
    const before = latest.current;
    const { state: next, pair } = selectTile(before, key, performance.now());
    setState(next);
    const tiles = before.rounds[before.round]?.tiles ?? [];
    const text = (tileKey: string | undefined) => tiles.find((tile) => tile.key === tileKey)?.text ?? '';
    if (pair) {
      send(pair.exerciseId, pair.answer, pair.correct);
      const question = text(`q:${pair.exerciseId}`);
      if (next.finishedAt !== null && next.startedAt !== null) {
        const time = Math.round(next.finishedAt - next.startedAt);
        const best = storeBestTime(bestTimeKey(setIds), time);
        setResult({ time, ...best });
        // The result screen says it, with the time: nothing here to be read twice.
        setAnnouncement({ kind: 'none' });
      } else if (next.round !== before.round) {
        setAnnouncement({ kind: 'round', round: next.round + 1, rounds: next.rounds.length });
      } else {
        setAnnouncement({ kind: 'right', question, answer: pair.answer });
      }
    } else if (next.wrong) {
      setAnnouncement({ kind: 'wrong', first: text(next.wrong[0]), second: text(next.wrong[1]) });
    }
  };

  const restart = () => {
    setState(createMatchState(buildMatchRounds(exercises)));
    setResult(null);
    setAnnouncement({ kind: 'new-game' });
  };

  return { state, result, announcement, select, restart };
}
