import { type CSSProperties, useEffect, useState } from 'react';
import './ui.css';

/** Confetti pieces around the check; their directions and colours come from the stylesheet. */
const PIECES = 14;

const prefersLessMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A short burst of confetti around a check (about 1.5 s, CSS only) over the nearest positioned
 * parent; render it when something is achieved and drop it on `onDone`. Decorative: the caller
 * says what happened in words. A device that asks for less motion gets no burst, only `onDone`.
 */
export function Celebration({ onDone }: { onDone?: () => void }) {
  const [still] = useState(prefersLessMotion);
  useEffect(() => {
    if (still) onDone?.();
  }, [still, onDone]);
  if (still) return null;
  return (
    <div
      className="ui-celebration"
      aria-hidden="true"
      onAnimationEnd={(event) => {
        if (event.target === event.currentTarget) onDone?.();
      }}
    >
      {Array.from({ length: PIECES }, (_, i) => (
        <span key={i} className="ui-confetti" style={{ '--i': i } as CSSProperties} />
      ))}
      <span className="ui-celebration-check">
        <svg viewBox="0 0 24 24">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
    </div>
  );
}
