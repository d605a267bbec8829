/** The PDF preview's zoom: the phone's width, or a scale of the page's own size (1 = 100 %). */
export type Zoom = 'fit' | number;

/** The steps + and − go through, as a share of the page's own size. */
export const ZOOM_STEPS = [0.25, 0.33, 0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4] as const;

/**
 * The next step up (+1) or down (−1) from the scale shown now, which may lie between steps (fit
 * to width on a phone is about 0.6); at either end the scale stays.
 */
export function nextZoom(shown: number, direction: 1 | -1): number {
  const first = ZOOM_STEPS[0];
  const last = ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? first;
  if (direction === 1) return ZOOM_STEPS.find((step) => step > shown + 0.001) ?? last;
  return [...ZOOM_STEPS].reverse().find((step) => step < shown - 0.001) ?? first;
}
