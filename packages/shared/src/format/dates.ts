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

/** Calendar day `YYYY-MM-DD` in Europe/Zurich. */
export function toZurichDay(date: Date): string {
  const p = zurichParts(date);
  return `${p.year}-${p.month}-${p.day}`;
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
