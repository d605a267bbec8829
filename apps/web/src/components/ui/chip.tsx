import type { LucideIcon } from 'lucide-react';
import Check from 'lucide-react/icons/check';
import { type Tint, tintStyle } from './tint';
import './ui.css';

interface ChipProps {
  label: string;
  Icon?: LucideIcon;
  tint?: Tint;
  /** A filter chip: a toggle button (aria-pressed); without it the chip is a label. */
  onToggle?: (selected: boolean) => void;
  selected?: boolean;
}

/** A small rounded label (a subject, a mode) or, with `onToggle`, a filter that can be switched on. */
export function Chip({ label, Icon, tint, onToggle, selected = false }: ChipProps) {
  const className = ['ui-chip', tint && 'tint'].filter(Boolean).join(' ');
  // Selected shows a check as well as the fill: the state is not told by colour alone.
  const ShownIcon = selected ? Check : Icon;
  const content = (
    <>
      {ShownIcon && <ShownIcon aria-hidden="true" size={16} strokeWidth={2.4} />}
      {label}
    </>
  );
  if (!onToggle) {
    return (
      <span className={className} style={tintStyle(tint)}>
        {content}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={className}
      style={tintStyle(tint)}
      aria-pressed={selected}
      onClick={() => onToggle(!selected)}
    >
      {content}
    </button>
  );
}
