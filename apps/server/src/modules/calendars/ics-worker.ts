import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { CALENDAR_TEXTS } from '@app/shared';
import { HttpError } from '../../lib/http-error';

/** One occurrence as the worker sends it: instants in ms, all-day dates as their calendar days. */
export interface RawInstance {
  start: number;
  end: number | null;
  /** All day: the days of start and end (DATE values are local midnights in node-ical). */
  startDay: string | null;
  endDay: string | null;
  /** The occurrence's original start (RECURRENCE-ID of a moved one), ms. */
  recurrence: number;
  summary: string;
  description: string;
}
export interface RawEvent {
  uid: string;
  summary: string;
  status: string;
  /** The start date could be read. */
  valid: boolean;
  /** Repeats more often than daily: not expanded. */
  tooFrequent: boolean;
  /** Expanding the rule failed. */
  broken: boolean;
  instances: RawInstance[];
}

/** How long one file may take, and the worker's heap: a hostile file costs a worker, not the server. */
const TIMEOUT_MS = 15_000;
const HEAP_MB = 256;

// Plain JavaScript run with `eval`, so the built server needs no extra entry point; it only calls
// node-ical (parse, expand RRULE/EXDATE/RECURRENCE-ID) and hands back plain data.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ical = require(workerData.nodeIcal);
const TOO_FREQUENT = /FREQ=(SECONDLY|MINUTELY|HOURLY)/i;
const text = (v) => String((typeof v === 'object' && v !== null ? v.val : v) ?? '').trim();
const ok = (d) => d instanceof Date && !Number.isNaN(d.getTime());
const pad = (n) => String(n).padStart(2, '0');
const localDay = (d) => d.getFullYear() + '-' + pad(d.getMonth() + 1) + '-' + pad(d.getDate());
parentPort.once('message', ({ content, from, to, start, end, firstDay, lastDay, cap }) => {
  const parsed = ical.sync.parseICS(content);
  const events = [];
  let count = 0;
  const inWindow = (i) =>
    i.isFullDay
      ? localDay(i.start) >= firstDay && localDay(i.start) <= lastDay
      : i.start.getTime() >= start && i.start.getTime() < end;
  for (const c of Object.values(parsed)) {
    if (!c || c.type !== 'VEVENT') continue;
    const rule = c.rrule ? String(c.rrule) : '';
    const e = { uid: text(c.uid), summary: text(c.summary), status: text(c.status), valid: ok(c.start),
      tooFrequent: TOO_FREQUENT.test(rule), broken: false, instances: [] };
    events.push(e);
    if (!e.valid || e.tooFrequent || e.status.toUpperCase() === 'CANCELLED') continue;
    let instances = [];
    try {
      instances = ical.expandRecurringEvent(c, { from: new Date(from), to: new Date(to) });
    } catch {
      e.broken = true;
      continue;
    }
    for (const i of instances) {
      if (!ok(i.start)) { e.valid = false; break; }
      if (!inWindow(i)) continue;
      if (++count > cap) break;
      const own = i.isOverride ? i.event : c;
      const recurrence = i.isOverride && ok(i.event.recurrenceid) ? i.event.recurrenceid : i.start;
      e.instances.push({ start: i.start.getTime(), end: ok(i.end) ? i.end.getTime() : null,
        startDay: i.isFullDay ? localDay(i.start) : null, endDay: i.isFullDay && ok(i.end) ? localDay(i.end) : null,
        recurrence: recurrence.getTime(), summary: text(own.summary), description: text(own.description) });
    }
    if (count > cap) break;
  }
  parentPort.postMessage({ events, cut: count > cap });
});
`;

/** What to read: the Zurich days `firstDay` to `lastDay`, which span `start` to `end`. */
export interface IcsWindow {
  firstDay: string;
  lastDay: string;
  start: Date;
  end: Date;
  /** A day before firstDay and after lastDay: all-day dates are local midnights in node-ical. */
  from: Date;
  to: Date;
}

/**
 * Parses an iCalendar file in a worker thread of its own (node-ical is synchronous, and a rule
 * repeating daily since 1900 takes a while to expand): the events with their occurrences in the
 * window, at most `cap` of them; `cut` tells there were more.
 */
export function parseInWorker(
  content: string,
  window: IcsWindow,
  cap: number,
): Promise<{ events: RawEvent[]; cut: boolean }> {
  const nodeIcal = createRequire(import.meta.url).resolve('node-ical');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { nodeIcal },
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    // None of the host's flags (a test runner's loaders).
    execArgv: [],
  });
  return new Promise((resolve, reject) => {
    const unreadable = () => reject(new HttpError(400, CALENDAR_TEXTS.icsUnreadable));
    const timer = setTimeout(() => {
      reject(new HttpError(400, CALENDAR_TEXTS.icsTooSlow));
      void worker.terminate();
    }, TIMEOUT_MS);
    worker.once('message', (result: { events: RawEvent[]; cut: boolean }) => {
      clearTimeout(timer);
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', () => {
      clearTimeout(timer);
      unreadable();
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      unreadable();
    });
    const { firstDay, lastDay } = window;
    const [from, to, start, end] = [window.from, window.to, window.start, window.end].map((d) => d.getTime());
    worker.postMessage({ content, from, to, start, end, firstDay, lastDay, cap });
  });
}
