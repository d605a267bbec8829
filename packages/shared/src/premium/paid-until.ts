/** `YYYY-MM-DD` plus whole years; 29 February becomes 28 February in a common year. */
export function addYears(day: string, years: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const year = y + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const date = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/**
 * The new last day of a plan after paying for `years`: counted from the current last day while
 * the plan still runs (nothing paid is lost), else from today.
 */
export function extendPaidUntil(current: string, todayZurich: string, years = 1): string {
  return addYears(current >= todayZurich ? current : todayZurich, years);
}
