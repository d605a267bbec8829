import type { Account, Constants, Imprint } from '@app/shared';
import { useSyncExternalStore } from 'react';
import { api } from './api';
import { ACCOUNT_COPY, forgetCopy, withLastCopy } from './offline/last-copy';
import { applyTheme } from './theme';

/**
 * The two resources every screen needs, loaded once at start (SPEC §3/§4). Kept in a tiny
 * store instead of a query library so the first page stays within its JavaScript budget.
 */
function createResource<T>(load: () => Promise<T>) {
  let value: T | null = null;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const refresh = (): Promise<void> => {
    pending ??= load()
      .then((v) => {
        value = v;
        for (const l of listeners) l();
      })
      .catch((err: unknown) => console.error(err))
      .finally(() => {
        pending = null;
      });
    return pending;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const set = (v: T) => {
    value = v;
    for (const l of listeners) l();
  };
  return { refresh, subscribe, set, get: () => value };
}

// Kept in the browser too: the installed app starts offline with the last replies (issue #16).
const account = createResource(withLastCopy(ACCOUNT_COPY, () => api<Account>('/account')));
const constants = createResource(withLastCopy('lp-konstanten', () => api<Constants>('/constants')));

export function startBootData(): void {
  // Every account change (load, sign-in, settings, logout) shows its colour scheme.
  account.subscribe(() => applyTheme(account.get()?.info?.theme));
  void account.refresh();
  void constants.refresh();
}

/** The current account: null until loaded, then valid or not. */
export function useAccount(): Account | null {
  return useSyncExternalStore(account.subscribe, account.get);
}

/** Reloads the account (after sign-in, settings changes, logout). */
export const refreshAccount = account.refresh;

/** Marks the account as logged out without a round trip. */
export function setVisitor(): void {
  forgetCopy(ACCOUNT_COPY);
  account.set({ valid: false, paid: false, paidLite: false, info: null });
}

/** Constants: undefined until loaded. */
export function useConstants(): Constants | undefined {
  return useSyncExternalStore(constants.subscribe, constants.get) ?? undefined;
}

export function useImprint(): Imprint | undefined {
  return useConstants()?.imprint;
}
