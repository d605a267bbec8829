/**
 * A ref that focuses its element once, when it appears: what React's `autoFocus` does. Preact
 * (docs/decisions/0058) only writes the `autofocus` attribute, which a browser honours on the
 * page's first load but not for an element shown later, e.g. learn mode's next answer box.
 */
export const focusOnMount = (element: HTMLElement | null) => element?.focus();
