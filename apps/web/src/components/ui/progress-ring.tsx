import { useId } from 'react';
import { formatPercent, wholePercent } from './percent';
import { type Tint, tintStyle } from './tint';
import './ui.css';

interface ProgressRingProps {
  /** 0..1 */
  value: number;
  /** What the ring measures ('Beherrscht'): its accessible name, shown under it with `showLabel`. */
  label: string;
  showLabel?: boolean;
  /** Inside the ring; the percentage when absent. */
  text?: string;
  /** Diameter in rem; the text inside grows with it. */
  size?: number;
  tint?: Tint;
}

/** Inside the 36-unit box with room for the stroke; `pathLength` makes the dash lengths percentages. */
const RADIUS = 15.5;

/** A ring that fills with the mastery of a set, its value written inside. */
export function ProgressRing({ value, label, showLabel = false, text, size = 6, tint }: ProgressRingProps) {
  const labelId = useId();
  const percent = wholePercent(value);
  const shown = text ?? formatPercent(value);
  return (
    <div className={tint ? 'ui-ring-box tint' : 'ui-ring-box'} style={tintStyle(tint)}>
      <div
        className="ui-ring"
        style={{ inlineSize: `${size}rem`, fontSize: `${size * 0.2}rem` }}
        role="progressbar"
        aria-labelledby={showLabel ? labelId : undefined}
        aria-label={showLabel ? undefined : label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={shown}
      >
        <svg viewBox="0 0 36 36" aria-hidden="true">
          <circle className="ui-ring-track" cx="18" cy="18" r={RADIUS} />
          {percent > 0 && (
            <circle
              className="ui-ring-fill"
              cx="18"
              cy="18"
              r={RADIUS}
              pathLength={100}
              strokeDasharray={`${percent} 100`}
            />
          )}
        </svg>
        <span className="ui-ring-text" aria-hidden="true">
          {shown}
        </span>
      </div>
      {showLabel && (
        <span id={labelId} className="ui-ring-label">
          {label}
        </span>
      )}
    </div>
  );
}
