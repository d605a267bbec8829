import { addDays } from '@app/shared/format/dates';
import {
  GERMAN_WEEKDAYS,
  longDay,
  monthOf,
  monthWeeks,
  sameDayInMonth,
  weekdayIndex,
} from '@app/shared/calendars/calendar-dates';
import { type CalendarEvent } from '@app/shared/calendars/schemas';
import { EVENT_KIND_LABELS } from '@app/shared/calendars/texts';
import { type KeyboardEvent, useLayoutEffect, useMemo, useRef } from 'react';

interface MonthGridProps {
  /** The day with the keyboard focus; its month is shown. */
  focusedDay: string;
  today: string;
  events: readonly CalendarEvent[];
  onFocusDay: (day: string) => void;
  /** Enter, Space or a click on a day. */
  onOpenDay: (day: string) => void;
}

/** Keys that move the focused day: arrows by a day or a week, Home/End to the week's ends, pages by a month. */
function moved(day: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayIndex(day));
    case 'End':
      return addDays(day, 6 - weekdayIndex(day));
    case 'PageUp':
      return sameDayInMonth(day, -1);
    case 'PageDown':
      return sameDayInMonth(day, 1);
    default:
      return null;
  }
}

/**
 * The month as a table (a grid for assistive technology): one focusable day at a time (roving
 * tabindex), arrow keys move it, Enter opens the day's events.
 */
export function MonthGrid({ focusedDay, today, events, onFocusDay, onOpenDay }: MonthGridProps) {
  const weeks = useMemo(() => monthWeeks(focusedDay), [focusedDay]);
  const byDay = useMemo(() => {
    const map = new Map<string, CalendarEvent[]>();
    for (const event of events) map.set(event.day, [...(map.get(event.day) ?? []), event]);
    return map;
  }, [events]);
  const table = useRef<HTMLTableElement>(null);
  const hadFocus = useRef(false);
  // A key moved the day. Its month may have taken the day it left out of the page, and Preact,
  // unlike React, passes on the blur that removal fires: the key, not the blur, decides.
  const movedByKey = useRef(false);

  // Moving by keyboard keeps the focus on the day it moved to, also into another month. A layout
  // effect: the focus is there before the next key (Preact runs plain effects after the paint).
  useLayoutEffect(() => {
    const follow = hadFocus.current || movedByKey.current;
    movedByKey.current = false;
    if (!follow) return;
    table.current?.querySelector<HTMLElement>(`[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpenDay(focusedDay);
      return;
    }
    const next = moved(focusedDay, event.key);
    if (!next) return;
    event.preventDefault();
    movedByKey.current = true;
    onFocusDay(next);
  };

  const month = monthOf(focusedDay);
  return (
    <table
      ref={table}
      className="month-grid"
      role="grid"
      aria-labelledby="month-title"
      onKeyDown={onKeyDown}
      onFocus={() => (hadFocus.current = true)}
      onBlur={() => (hadFocus.current = false)}
    >
      <thead>
        <tr>
          {GERMAN_WEEKDAYS.map((name) => (
            <th key={name} scope="col" abbr={name}>
              {name.slice(0, 2)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const dayEvents = byDay.get(day) ?? [];
              const classes = [
                'month-day',
                monthOf(day) === month ? '' : 'other-month',
                day === today ? 'today' : '',
                dayEvents.some((e) => e.kind === 'exam') ? 'has-exam' : '',
              ];
              const summary = dayEvents.map((e) => `${EVENT_KIND_LABELS[e.kind]}: ${e.title}`).join(', ');
              return (
                <td
                  key={day}
                  role="gridcell"
                  data-day={day}
                  tabIndex={day === focusedDay ? 0 : -1}
                  aria-selected={day === focusedDay}
                  aria-current={day === today ? 'date' : undefined}
                  className={classes.filter(Boolean).join(' ')}
                  onClick={() => {
                    onFocusDay(day);
                    onOpenDay(day);
                  }}
                >
                  {/* The day's name as content, not aria-label: the number and titles shown are only a
                      part of it, which WCAG 2.5.3 (label in name) does not allow for a label. */}
                  <span className="visually-hidden">
                    {`${longDay(day)}${dayEvents.length ? `: ${summary}` : ', keine Termine'}`}
                  </span>
                  <span className="month-day-number" aria-hidden="true">
                    {Number(day.slice(8, 10))}
                  </span>
                  {dayEvents.length > 0 ? (
                    <span className="month-day-events" aria-hidden="true">
                      <span className="month-day-count">{dayEvents.length}</span>
                      {dayEvents.slice(0, 3).map((e) => (
                        <span key={e.id} className={`month-event kind-${e.kind}`}>
                          {e.title}
                        </span>
                      ))}
                    </span>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
