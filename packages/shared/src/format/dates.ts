const zurich = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Zurich',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function zurichParts(date: Date): Record<string, string> {
  return Object.fromEntries(zurich.formatToParts(date).map((p) => [p.type, p.value]));
}

/** Stored/API date form `YYYY-MM-DD_HH-MM-SS` in Europe/Zurich. */
export function toStoredDate(date: Date): string {
  const p = zurichParts(date);
  return `${p.year}-${p.month}-${p.day}_${p.hour}-${p.minute}-${p.second}`;
}

/** The Zurich day last asked for and the instants it spans: most calls ask for today again. */
let lastDay = { day: '', from: 0, to: -1 };

/** Calendar day `YYYY-MM-DD` in Europe/Zurich. */
export function toZurichDay(date: Date): string {
  const time = date.getTime();
  if (time >= lastDay.from && time < lastDay.to) return lastDay.day;
  const p = zurichParts(date);
  const day = `${p.year}-${p.month}-${p.day}`;
  if (Number.isFinite(time)) {
    lastDay = { day, from: zurichStartOfDay(day).getTime(), to: zurichStartOfDay(addDays(day, 1)).getTime() };
  }
  return day;
}

/** What screens show of a stored date: the part before '_'. */
export function displayDay(stored: string): string {
  return stored.split('_')[0] ?? stored;
}

/** `YYYY-MM-DD` → `DD.MM.YYYY`. */
export function toSwissDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/** `YYYY-MM-DD` moved by whole calendar days. */
export function addDays(day: string, days: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The instant a Zurich calendar day begins (00:00 in winter or summer time). */
export function zurichStartOfDay(day: string): Date {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  // Zurich's offset at an instant, read back from the formatter; asked twice, as it may change that night.
  const offset = (at: number) => {
    const p = zurichParts(new Date(at));
    return Date.UTC(+(p.year ?? 0), +(p.month ?? 1) - 1, +(p.day ?? 1), +(p.hour ?? 0), +(p.minute ?? 0)) - at;
  };
  return new Date(utcMidnight - offset(utcMidnight - offset(utcMidnight)));
}
