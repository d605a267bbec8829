import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createToastStore,
  MAX_TOASTS,
  TOAST_AFTER_HOLD_MS,
  TOAST_VISIBLE_MS,
  type ToastClock,
  type ToastStore,
} from './toast-store';

/** Vitest's fake timers as the store's clock. */
const fakeClock: ToastClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const messages = (store: ToastStore) => store.getSnapshot().map((toast) => toast.message);

describe('messages (toasts)', () => {
  let store: ToastStore;
  beforeEach(() => {
    vi.useFakeTimers();
    store = createToastStore(fakeClock);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a message and hides it by itself after its time', () => {
    store.show('Gespeichert.', 'success');
    expect(store.getSnapshot()).toEqual([{ id: 1, message: 'Gespeichert.', tone: 'success' }]);
    vi.advanceTimersByTime(TOAST_VISIBLE_MS - 1);
    expect(messages(store)).toEqual(['Gespeichert.']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('stays while the pointer is over it, then for the rest of its time', () => {
    const id = store.show('Drei Karten sind fällig.');
    vi.advanceTimersByTime(1000);
    store.hold(id);
    vi.advanceTimersByTime(TOAST_VISIBLE_MS * 10);
    expect(messages(store)).toEqual(['Drei Karten sind fällig.']);
    store.release(id);
    vi.advanceTimersByTime(TOAST_VISIBLE_MS - 1000 - 1);
    expect(messages(store)).toEqual(['Drei Karten sind fällig.']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('leaves time to come back to a message that was about to hide', () => {
    const id = store.show('Gespeichert.');
    vi.advanceTimersByTime(TOAST_VISIBLE_MS - 10);
    store.hold(id);
    store.release(id);
    vi.advanceTimersByTime(TOAST_AFTER_HOLD_MS - 1);
    expect(messages(store)).toEqual(['Gespeichert.']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('stays while focus is inside even when the pointer leaves', () => {
    const id = store.show('Gespeichert.');
    store.hold(id); // focus
    store.hold(id); // pointer
    store.release(id); // pointer leaves
    vi.advanceTimersByTime(TOAST_VISIBLE_MS * 2);
    expect(messages(store)).toEqual(['Gespeichert.']);
    store.release(id); // focus leaves
    vi.advanceTimersByTime(TOAST_VISIBLE_MS);
    expect(messages(store)).toEqual([]);
  });

  it('closes at once when dismissed, and tells its listeners', () => {
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.show('Gespeichert.');
    store.dismiss(id);
    expect(messages(store)).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(TOAST_VISIBLE_MS);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it(`shows at most ${MAX_TOASTS} messages: a new one pushes the oldest out`, () => {
    for (let i = 1; i <= MAX_TOASTS + 1; i++) store.show(`Meldung ${i}`);
    expect(messages(store)).toEqual(Array.from({ length: MAX_TOASTS }, (_, i) => `Meldung ${i + 2}`));
  });
});
