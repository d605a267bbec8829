import type { Exercise } from '@app/shared/learnsets/api';
import { hasFormula, plainCardText } from '@app/shared/learnsets/formula';
import type { MatchState, MatchTile } from '@app/shared/learnsets/match-game';
import { useLayoutEffect, useRef } from 'react';
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
 * The tiles of the current round as buttons. A paired tile leaves the grid: it shrinks and fades
 * (at once for a device that asks for less motion) and keeps its cell empty, so no other tile
 * moves. The focus then goes to the next open tile after it (or the first one of a new round),
 * never to the page.
 */
export function MatchGrid({ state, exercises, onSelect }: MatchGridProps) {
  const round = state.rounds[state.round];
  const grid = useRef<HTMLDivElement>(null);
  const refocus = useRef<{ round: number; index: number } | null>(null);
  const languageOf = useSideLanguageOf();
  // Right after the tiles change, before any other render's effects: a later effect could take
  // the click's place while the paired tile still had the focus, and the focus would be lost.
  useLayoutEffect(() => {
    const from = refocus.current;
    refocus.current = null;
    const box = grid.current;
    if (!from || !box) return;
    const active = document.activeElement;
    if (active instanceof HTMLButtonElement && box.contains(active)) return;
    const after = from.round === state.round ? from.index : -1;
    const open = Array.from(box.querySelectorAll<HTMLButtonElement>('button.match-tile'));
    (open.find((button) => Number(button.dataset.index) > after) ?? open[0])?.focus();
  });
  if (!round) return null;
  const content = (tile: MatchTile) => {
    const exercise = exercises.get(tile.exerciseId);
    const image = exercise ? sideOf(exercise, tile.side).image : undefined;
    const lang = languageOf(exercise, tile.side);
    return (
      <>
        {hasFormula(tile.text) ? (
          // A button's content is read as flat text, where typeset MathML gives no name every
          // screen reader reads: the formula in words (as the speaker says it) stands for it.
          <span className="match-tile-text" lang={lang}>
            <span className="visually-hidden">{plainCardText(tile.text)}</span>
            <span aria-hidden="true">
              <FormulaText text={tile.text} />
            </span>
          </span>
        ) : (
          <span className="match-tile-text" lang={lang}>
            <FormulaText text={tile.text} />
          </span>
        )}
        {/* The chosen tile's speaker sits in the bar above: a button cannot hold another. */}
        {image ? <CardImage id={image} text={tile.text} lang={lang} /> : null}
      </>
    );
  };
  return (
    <div ref={grid} className="match-grid" role="group" aria-label={`Karten der Runde ${state.round + 1}`}>
      {round.tiles.map((tile, index) => {
        const key = `${state.round}-${tile.key}`;
        // Paired: out of the way of every pointer, key and screen reader while it fades.
        if (state.matched[tile.exerciseId]) {
          return (
            <div key={key} className={`match-gone ${tile.side}`} aria-hidden="true">
              {content(tile)}
            </div>
          );
        }
        const selected = state.selected === tile.key;
        const wrong = state.wrong?.includes(tile.key) ?? false;
        const mark = wrong ? 'Falsch' : selected ? 'Ausgewählt' : null;
        const className = ['match-tile', tile.side, selected && 'selected', wrong && 'wrong'].filter(Boolean).join(' ');
        return (
          <button
            key={key}
            type="button"
            className={className}
            data-index={index}
            aria-pressed={selected}
            onClick={() => {
              refocus.current = { round: state.round, index };
              onSelect(tile.key);
            }}
          >
            {content(tile)}
            {mark ? <span className="match-tile-mark">{wrong ? `✗ ${mark}` : mark}</span> : null}
          </button>
        );
      })}
    </div>
  );
}
