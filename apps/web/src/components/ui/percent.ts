/** A share 0..1 as whole percent, clamped: what a pupil reads and what aria-valuenow holds. */
export function wholePercent(share: number): number {
  if (!Number.isFinite(share)) return 0;
  return Math.round(Math.min(1, Math.max(0, share)) * 100);
}

/** '40 %', as the app writes percentages (a space that never breaks). */
export function formatPercent(share: number): string {
  return `${wholePercent(share)}\u00a0%`;
}
