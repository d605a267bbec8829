// No zod here: the web app's first page applies the scheme without the schema library.
import { DEFAULT_THEME, THEMES, type ThemeKey } from '../constants/reference';
import type { Plan } from '../plans/plans';

export const THEME_TEXTS = {
  /** 403 of `POST /account/settings/theme` for a Standard account, and the settings section's note. */
  needsPlan: 'Farbschemas gibt es mit Premium Lite und Premium.',
} as const;

const isTheme = (theme: string): theme is ThemeKey => Object.hasOwn(THEMES, theme);

/**
 * Whether `plan` may choose `theme` (SPEC §9 plan table, "Colour scheme choice"). The default is
 * open to everyone, so a pupil whose plan has ended can always go back to it.
 */
export function mayChooseTheme(theme: string, plan: Pick<Plan, 'colourScheme'>): boolean {
  return theme === DEFAULT_THEME || plan.colourScheme;
}

/**
 * The scheme the app shows for a stored choice: the one place that decides it. When the plan has
 * lapsed the stored choice stays (it comes back with a renewal) but the default is shown.
 */
export function appliedTheme(stored: string, plan: Pick<Plan, 'colourScheme'>): ThemeKey {
  return isTheme(stored) && mayChooseTheme(stored, plan) ? stored : DEFAULT_THEME;
}
