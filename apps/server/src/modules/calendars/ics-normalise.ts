/** The zone a time without one (RFC 5545's "floating" time) is read in: the school's. */
export const FLOATING_ZONE = 'Europe/Zurich';

/** Properties of an event that hold its dates; a floating value gets FLOATING_ZONE. */
const DATE_PROPERTIES = new Set(['DTSTART', 'DTEND', 'RECURRENCE-ID', 'EXDATE', 'RDATE']);
const FLOATING_DATE_TIME = /^\d{8}T\d{6}$/;

/** Splits a content line into its name, its parameters (with their `;`) and its value. */
function splitLine(line: string): { name: string; params: string; value: string } | null {
  // The value starts at the first colon outside a quoted parameter value.
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === '"') quoted = !quoted;
    else if (char === ':' && !quoted) {
      const head = line.slice(0, i);
      const semicolon = head.indexOf(';');
      const name = (semicolon < 0 ? head : head.slice(0, semicolon)).toUpperCase();
      return { name, params: semicolon < 0 ? '' : head.slice(semicolon), value: line.slice(i + 1) };
    }
  }
  return null;
}

/** A floating date-time property (no TZID, no trailing Z, not a date) read in FLOATING_ZONE. */
function anchorFloating(line: string): string {
  const parts = splitLine(line);
  if (!parts || !DATE_PROPERTIES.has(parts.name) || /;(TZID|VALUE)=/i.test(parts.params)) return line;
  const values = parts.value.split(',');
  if (!values.every((value) => FLOATING_DATE_TIME.test(value.trim()))) return line;
  return `${parts.name}${parts.params};TZID=${FLOATING_ZONE}:${parts.value}`;
}

/**
 * RFC 5545 §3.3.10: parts of a rule it leaves out are taken from DTSTART, so a monthly rule from
 * the 31st means the 31st, and months without one have no occurrence. node-ical's rrule library
 * instead adds months and clamps (31 January, 28 February, 28 March …): written out, the day is
 * kept and short months are skipped, as Google, Outlook and Apple show it.
 */
function withStartDay(rule: string, start: string | undefined): string {
  const date = /^(\d{4})(\d{2})(\d{2})/.exec(start ?? '');
  if (!date) return rule;
  const [, , month, day] = date;
  const parts = new Set(rule.split(';').map((part) => part.split('=')[0]?.toUpperCase()));
  const freq = /(?:^|;)FREQ=(\w+)/i.exec(rule)?.[1]?.toUpperCase();
  const picksDays = ['BYMONTHDAY', 'BYDAY', 'BYYEARDAY', 'BYWEEKNO'].some((part) => parts.has(part));
  if (picksDays) return rule;
  if (freq === 'MONTHLY') return `${rule};BYMONTHDAY=${Number(day)}`;
  if (freq === 'YEARLY')
    return `${rule}${parts.has('BYMONTH') ? '' : `;BYMONTH=${Number(month)}`};BYMONTHDAY=${Number(day)}`;
  return rule;
}

const tzidOf = (params: string) => /;TZID=("[^"]*"|[^;:]*)/i.exec(params)?.[1];

/** Each series' zone: the TZID of the DTSTART of each event without RECURRENCE-ID, by UID. */
function seriesZones(events: string[][]): Map<string, string> {
  const zones = new Map<string, string>();
  for (const event of events) {
    const parts = event.map(splitLine);
    if (parts.some((p) => p?.name === 'RECURRENCE-ID')) continue;
    const uid = parts.find((p) => p?.name === 'UID')?.value;
    const zone = tzidOf(parts.find((p) => p?.name === 'DTSTART')?.params ?? '');
    if (uid && zone) zones.set(uid, zone);
  }
  return zones;
}

/**
 * A moved occurrence names the one it replaces by the series' clock: a RECURRENCE-ID written in
 * another named zone (a Google export with Europe/Lisbon against a series in Africa/Ceuta) is
 * read in the series' zone, as ical.js and Thunderbird match it (by the time as written).
 */
function inSeriesZone(line: string, zone: string | undefined): string {
  const parts = splitLine(line);
  const own = parts && tzidOf(parts.params);
  if (!parts || parts.name !== 'RECURRENCE-ID' || !own || !zone || own === zone) return line;
  return `${parts.name}${parts.params.replace(/;TZID=("[^"]*"|[^;:]*)/i, `;TZID=${zone}`)}:${parts.value}`;
}

/**
 * An iCalendar text as calendar apps read it, before node-ical reads it: inside each event,
 * floating times are taken as Zurich time (node-ical would take the server's zone), a monthly
 * or yearly rule keeps DTSTART's day (withStartDay) and a moved occurrence is named in its series'
 * zone (inSeriesZone). Everything else is left as written.
 */
export function asCalendarAppsRead(content: string): string {
  // Unfolded first (RFC 5545 §3.1): a folded line is one property.
  const lines = content.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  // The calendar's lines, with each event's own lines gathered to be rewritten once all are read.
  const out: Array<string | string[]> = [];
  const events: string[][] = [];
  let event: string[] | null = null;
  let depth = 0;
  for (const line of lines) {
    const upper = line.toUpperCase();
    if (event === null) {
      out.push(line);
      if (upper === 'BEGIN:VEVENT') out.push((event = []));
    } else if (upper === 'END:VEVENT' && depth === 0) {
      events.push(event);
      out.push(line);
      event = null;
    } else {
      // Only the event's own properties: an alarm's trigger or a nested component stays as written.
      const nested = depth > 0 || upper.startsWith('BEGIN:');
      if (upper.startsWith('BEGIN:')) depth++;
      else if (upper.startsWith('END:')) depth--;
      event.push(nested ? line : anchorFloating(line));
    }
  }
  const zones = seriesZones(events);
  for (const own of events) {
    const uid = own.map(splitLine).find((parts) => parts?.name === 'UID')?.value ?? '';
    const start = own.map(splitLine).find((parts) => parts?.name === 'DTSTART')?.value;
    own.forEach((line, i) => {
      const parts = splitLine(line);
      own[i] =
        parts?.name === 'RRULE'
          ? `RRULE${parts.params}:${withStartDay(parts.value, start)}`
          : inSeriesZone(line, zones.get(uid));
    });
  }
  return out.flat().join('\r\n');
}
