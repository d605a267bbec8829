// Small on purpose: the layout may host <Toaster/> on the first page. No icon library here.
import { type FocusEvent, useSyncExternalStore } from 'react';
import { appToasts, type Toast, type ToastStore } from './toast-store';
import './toast.css';

/** Shows a short message (a live region announces it); it hides by itself. */
export function useToast(store: ToastStore = appToasts): Pick<ToastStore, 'show' | 'dismiss'> {
  return { show: store.show, dismiss: store.dismiss };
}

interface ToastViewProps {
  toast: Toast;
  /** The close button's name ('Meldung schliessen'). */
  closeLabel: string;
  onClose?: () => void;
  onHold?: () => void;
  onRelease?: () => void;
}

/** One message as the toaster shows it (the /design page shows one standing still). */
export function ToastView({ toast, closeLabel, onClose, onHold, onRelease }: ToastViewProps) {
  // Focus moving between the message and its button is no release.
  const blur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onRelease?.();
  };
  const focus = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onHold?.();
  };
  return (
    <div
      className="ui-toast"
      data-tone={toast.tone}
      onMouseEnter={onHold}
      onMouseLeave={onRelease}
      onFocus={focus}
      onBlur={blur}
    >
      <p className="ui-toast-message">{toast.message}</p>
      <button type="button" className="ui-toast-close" aria-label={closeLabel} onClick={onClose}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </div>
  );
}

/**
 * Where messages appear: a polite live region (role=status) that is always in the page, so a
 * message added later is announced. It never takes the focus.
 */
export function Toaster({ closeLabel, store = appToasts }: { closeLabel: string; store?: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <div className="ui-toaster" role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((toast) => (
        <ToastView
          key={toast.id}
          toast={toast}
          closeLabel={closeLabel}
          onClose={() => store.dismiss(toast.id)}
          onHold={() => store.hold(toast.id)}
          onRelease={() => store.release(toast.id)}
        />
      ))}
    </div>
  );
}
