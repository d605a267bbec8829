export const GRADES = ['-', '1', '2', '3', '4', '5', '6', '7'] as const;
export type Grade = (typeof GRADES)[number];

export const LANGUAGES = ['de', 'en', 'fr', 'it', 'es', '-'] as const;

export const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

export const THEMES: Readonly<Record<string, string>> = { light: 'Hell' };
export const DEFAULT_THEME = 'light';

/** Default payment date: no plan was ever paid. */
export const NO_PAYMENT_DATE = '2000-01-01';

export const PRODUCT_NAME = 'Lernplattform';
