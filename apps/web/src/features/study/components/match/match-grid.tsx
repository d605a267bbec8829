import type { Exercise } from '@app/shared/learnsets/api';
import type { MatchState } from '@app/shared/learnsets/match-game';
import { useEffect, useRef } from 'react';
import { sideOf } from '../../../../components/card-face/card-face';
import { CardImage } from '../../../../components/card-face/card-image';
import { useSideLanguageOf } from '../../../../components/card-face/card-languages';
import { FormulaText } from '../../../../components/card-face/formula-text';

interface MatchGridProps {
  state: MatchState;
  /** The exercises by id: a tile shows its side's image too. */
  exercises: ReadonlyMap<string, Exercise>;
  onSelect: (key: string) => void;
}

/**
 * The tiles of the current round as buttons. A paired tile is done and disabled; the focus then
 * moves on to the next open tile (or the first one of a new round), so a keyboard never drops it.
 */
export function MatchGrid({ state, exercises, onSelect }: MatchGridProps) {
  const round = state.rounds[state.round];
  const grid = useRef<HTMLDivElement>(null);
  const refocus = useRef<{ round: number; index: number } | null>(null);
  const languageOf = useSideLanguageOf();
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
        const exercise = exercises.get(tile.exerciseId);
        const image = exercise ? sideOf(exercise, tile.side).image : undefined;
        const lang = languageOf(exercise, tile.side);
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
            <span className="match-tile-text" lang={lang}>
              <FormulaText text={tile.text} />
            </span>
            {/* The chosen tile's speaker sits in the bar above: a button cannot hold another. */}
            {image ? <CardImage id={image} text={tile.text} lang={lang} /> : null}
            {mark ? <span className="match-tile-mark">{mark}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
