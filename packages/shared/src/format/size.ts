import { SIZE_UNITS } from '../constants/reference';

/** Human size with the constants' units, e.g. 1468006 → '1.4 MB' (base 1024). */
export function formatSize(bytes: number, units: readonly string[] = SIZE_UNITS): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 ? String(value) : String(Math.round(value * 10) / 10);
  return `${shown} ${units[unit]}`;
}
