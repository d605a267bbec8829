import { useId } from 'react';
import { formatPercent, wholePercent } from './percent';
import { type Tint, tintStyle } from './tint';
import './ui.css';

interface ProgressBarProps {
  /** 0..1 */
  value: number;
  /** What is measured ('Gelernte Karten'): the bar's accessible name, shown above it with `showLabel`. */
  label: string;
  /** The value in words ('4 von 10 Karten'); '40 %' when absent. */
  valueText?: string;
  showLabel?: boolean;
  /** The fill's colour; the accent when absent. */
  tint?: Tint;
}

/** A horizontal bar with role=progressbar: screen readers hear the label and the value. */
export function ProgressBar({ value, label, valueText, showLabel = false, tint }: ProgressBarProps) {
  const labelId = useId();
  const percent = wholePercent(value);
  const text = valueText ?? formatPercent(value);
  return (
    <div className={tint ? 'ui-progress tint' : 'ui-progress'} style={tintStyle(tint)}>
      {showLabel && (
        <div className="ui-progress-caption">
          <span id={labelId}>{label}</span>
          <span aria-hidden="true">{text}</span>
        </div>
      )}
      <div
        className="ui-progress-track"
        role="progressbar"
        aria-labelledby={showLabel ? labelId : undefined}
        aria-label={showLabel ? undefined : label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span className="ui-progress-fill" style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
}
