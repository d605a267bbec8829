// Without React: the timing of messages, testable with fake timers. toast.tsx shows them.

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

/** What the store needs of time; a test passes fake timers. */
export interface ToastClock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** How long a message stays when nobody points at it or focuses it. */
export const TOAST_VISIBLE_MS = 5000;
/** After the pointer or focus leaves a message, it stays at least this long: time to move back. */
export const TOAST_AFTER_HOLD_MS = 1500;
/** More messages at once push the oldest out. */
export const MAX_TOASTS = 3;

interface Countdown {
  remaining: number;
  startedAt: number;
  handle: unknown;
  /** Pointer and focus each hold a message; it counts down again when neither does. */
  holds: number;
}

export interface ToastStore {
  show: (message: string, tone?: ToastTone) => number;
  dismiss: (id: number) => void;
  /** The pointer is over the message or focus is inside it: it does not hide. */
  hold: (id: number) => void;
  release: (id: number) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly Toast[];
}

const realClock: ToastClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Messages that hide by themselves after `visibleMs`, except while held. */
export function createToastStore(clock: ToastClock = realClock, visibleMs = TOAST_VISIBLE_MS): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const countdowns = new Map<number, Countdown>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  const run = (id: number, countdown: Countdown) => {
    countdown.startedAt = clock.now();
    countdown.handle = clock.setTimeout(() => dismiss(id), countdown.remaining);
  };

  function dismiss(id: number) {
    const countdown = countdowns.get(id);
    if (!countdown) return;
    clock.clearTimeout(countdown.handle);
    countdowns.delete(id);
    toasts = toasts.filter((toast) => toast.id !== id);
    changed();
  }

  return {
    show(message, tone = 'info') {
      const id = nextId++;
      const countdown: Countdown = { remaining: visibleMs, startedAt: 0, handle: undefined, holds: 0 };
      countdowns.set(id, countdown);
      toasts = [...toasts, { id, message, tone }];
      for (const old of toasts.slice(0, -MAX_TOASTS)) dismiss(old.id);
      run(id, countdown);
      changed();
      return id;
    },
    dismiss,
    hold(id) {
      const countdown = countdowns.get(id);
      if (!countdown || countdown.holds++ > 0) return;
      clock.clearTimeout(countdown.handle);
      countdown.remaining -= clock.now() - countdown.startedAt;
    },
    release(id) {
      const countdown = countdowns.get(id);
      if (!countdown || countdown.holds === 0 || --countdown.holds > 0) return;
      countdown.remaining = Math.max(countdown.remaining, TOAST_AFTER_HOLD_MS);
      run(id, countdown);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}

/** The app's messages: `useToast()` adds to them, `<Toaster/>` shows them. */
export const appToasts = createToastStore();
