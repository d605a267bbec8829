import type { CSSProperties } from 'react';

/** A colour of the design system: a hue token of styles/tokens.css, perhaps quieter than the rest. */
export interface Tint {
  /** The custom property holding the hue, e.g. '--hue-learn'. */
  hue: `--hue-${string}`;
  /** A custom property holding the share of the scheme's chroma (1 when absent). */
  chroma?: `--chroma-${string}`;
}

/**
 * The inline style that gives an element with class `tint` its colour: --tint and --tint-soft
 * then follow the scheme (tokens.css). Set through the CSSOM, which the page's CSP allows.
 */
export function tintStyle(tint: Tint | undefined): CSSProperties | undefined {
  if (!tint) return undefined;
  const style: Record<string, string> = { '--hue': `var(${tint.hue})` };
  if (tint.chroma) style['--chroma'] = `var(${tint.chroma})`;
  return style as CSSProperties;
}
