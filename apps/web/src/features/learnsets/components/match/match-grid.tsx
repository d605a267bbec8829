import type { MatchState } from '@app/shared/learnsets/match-game';
import { useEffect, useRef } from 'react';

interface MatchGridProps {
  state: MatchState;
  onSelect: (key: string) => void;
}

/**
 * The tiles of the current round as buttons. A paired tile is done and disabled; the focus then
 * moves on to the next open tile (or the first one of a new round), so a keyboard never drops it.
 */
export function MatchGrid({ state, onSelect }: MatchGridProps) {
  const round = state.rounds[state.round];
  const grid = useRef<HTMLDivElement>(null);
  const refocus = useRef<{ round: number; index: number } | null>(null);
  useEffect(() => {
    const from = refocus.current;
    refocus.current = null;
    const box = grid.current;
    if (!from || !box) return;
    const active = document.activeElement;
    if (active instanceof HTMLButtonElement && box.contains(active) && !active.disabled) return;
    const after = from.round === state.round ? from.index : -1;
    const open = Array.from(box.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'));
    (open.find((button) => Number(button.dataset.index) > after) ?? open[0])?.focus();
  });
  if (!round) return null;
  return (
    <div ref={grid} className="match-grid" role="group" aria-label={`Karten der Runde ${state.round + 1}`}>
      {round.tiles.map((tile, index) => {
        const done = Boolean(state.matched[tile.exerciseId]);
        const selected = state.selected === tile.key;
        const wrong = state.wrong?.includes(tile.key) ?? false;
        const mark = done ? '✓ Erledigt' : wrong ? '✗ Falsch' : selected ? 'Ausgewählt' : null;
        const className = ['match-tile', tile.side, done && 'done', selected && 'selected', wrong && 'wrong']
          .filter(Boolean)
          .join(' ');
        return (
          <button
            key={`${state.round}-${tile.key}`}
            type="button"
            className={className}
            data-index={index}
            aria-pressed={selected}
            disabled={done}
            onClick={() => {
              refocus.current = { round: state.round, index };
              onSelect(tile.key);
            }}
          >
            <span className="match-tile-text">{tile.text}</span>
            {mark ? <span className="match-tile-mark">{mark}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
