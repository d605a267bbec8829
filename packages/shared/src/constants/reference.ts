export const GRADES = ['-', '1', '2', '3', '4', '5', '6', '7'] as const;
export type Grade = (typeof GRADES)[number];

export const LANGUAGES = ['de', 'en', 'fr', 'it', 'es', '-'] as const;

export const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Colour schemes (SPEC §3 `themes`): 'light' is SPEC's default, the others come with a paid plan. */
export const THEMES = {
  light: 'Hell',
  dark: 'Dunkel',
  contrast: 'Hoher Kontrast',
  /** Light or dark as the device is set (prefers-color-scheme). */
  system: 'Wie Gerät',
} as const satisfies Record<string, string>;
export type ThemeKey = keyof typeof THEMES;
export const DEFAULT_THEME: ThemeKey = 'light';

/** Default payment date: no plan was ever paid. */
export const NO_PAYMENT_DATE = '2000-01-01';

export const PRODUCT_NAME = 'Lernplattform';
