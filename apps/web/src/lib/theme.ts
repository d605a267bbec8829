/** Where index.html's inline script reads the scheme before the first paint; keep both in step. */
const STORAGE_KEY = 'lp-theme';

/**
 * Shows the account's colour scheme (the server has already applied the plan rule) and remembers
 * it for the next start. The default 'light' is no attribute at all: the stylesheet's base.
 */
export function applyTheme(theme: string | undefined): void {
  const chosen = theme && theme !== 'light' ? theme : '';
  const root = document.documentElement;
  if (chosen) root.setAttribute('data-theme', chosen);
  else root.removeAttribute('data-theme');
  try {
    if (chosen) localStorage.setItem(STORAGE_KEY, chosen);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked (private mode): the scheme still applies for this visit.
  }
}
