import Check from 'lucide-react/icons/check';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useId } from 'react';
import './ui.css';

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** A line under the label ('Einmal am Tag, wenn Karten fällig sind'). */
  description?: string;
  /** While the choice is saved: the switch keeps its focus but takes no clicks. */
  busy?: boolean;
  /** Shown instead of the description while busy ('Wird gespeichert …'). */
  busyText?: string;
}

/**
 * An on/off setting that applies at once: a button with role=switch, so Space and Enter toggle
 * it and screen readers hear 'on' or 'off'. The whole row (label included) is the target.
 */
export function Switch({ checked, onChange, label, description, busy = false, busyText }: SwitchProps) {
  const labelId = useId();
  const descriptionId = useId();
  const line = busy && busyText ? busyText : description;
  return (
    <button
      type="button"
      role="switch"
      className="ui-switch"
      aria-checked={checked}
      aria-labelledby={labelId}
      aria-describedby={line ? descriptionId : undefined}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onChange(!checked);
      }}
    >
      <span className="ui-switch-text">
        <span id={labelId} className="ui-switch-label">
          {label}
        </span>
        {line && (
          <span id={descriptionId} className="ui-switch-description">
            {line}
          </span>
        )}
      </span>
      <span className="ui-switch-track" aria-hidden="true">
        <span className="ui-switch-thumb">
          {busy ? (
            <LoaderCircle className="ui-spin" size={14} strokeWidth={3} />
          ) : (
            checked && <Check size={14} strokeWidth={3.5} />
          )}
        </span>
      </span>
    </button>
  );
}
