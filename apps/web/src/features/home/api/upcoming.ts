import type { CalendarUpcomingReply } from '@app/shared/calendars/schemas';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';

/**
 * The pupil's next exams and events (`GET /calendars/upcoming`). Plain state, not the query
 * cache, so the start page stays small; null while loading or when it failed.
 */
export function useUpcoming(): CalendarUpcomingReply | null {
  const [upcoming, setUpcoming] = useState<CalendarUpcomingReply | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    api<CalendarUpcomingReply>('/calendars/upcoming', { signal: abort.signal }).then(setUpcoming, () =>
      setUpcoming(null),
    );
    return () => abort.abort();
  }, []);
  return upcoming;
}
