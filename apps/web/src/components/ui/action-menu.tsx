import ChevronDown from 'lucide-react/icons/chevron-down';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import './ui.css';

interface ActionMenuProps {
  /** The button's text ('Aktionen'). */
  label: string;
  /**
   * The items: links and buttons with the class `ui-menu-item`. Handed `close`, so an item that
   * has done its work (a download) can close the menu and give the focus back to its button.
   */
  children: (close: () => void) => ReactNode;
}

const ITEMS = 'a[href], button:not(:disabled), input:not(:disabled), select, textarea';

function focusableIn(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>(ITEMS)] : [];
}

/**
 * A button that shows a few actions below it (a disclosure: the items stay links and buttons). The
 * keyboard lands on the first item; arrow keys, Home and End move between items, Tab too; Escape
 * closes and returns to the button, as do a click elsewhere and Tab past the last item.
 */
export function ActionMenu({ label, children }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusableIn(panel.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    const items = focusableIn(panel.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? items[(at + 1) % items.length]
        : event.key === 'ArrowUp'
          ? items[(at - 1 + items.length) % items.length]
          : event.key === 'Home'
            ? items[0]
            : event.key === 'End'
              ? items.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  // Focus moving elsewhere on the page closes it; focus lost to nothing (an item that went away,
  // such as 'Löschen' turning into its question) does not.
  const onBlur = (event: { relatedTarget: EventTarget | null }) => {
    const to = event.relatedTarget as Node | null;
    if (to && !root.current?.contains(to)) setOpen(false);
  };

  return (
    <div ref={root} className="ui-menu" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="ui-menu-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
        <ChevronDown aria-hidden="true" size={18} strokeWidth={2.4} />
      </button>
      {open && (
        <div ref={panel} id={panelId} className="ui-menu-panel">
          {children(close)}
        </div>
      )}
    </div>
  );
}
