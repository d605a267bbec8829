import type { StudyWeekReply } from '@app/shared/learnsets/study-week';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';

/**
 * This Zurich week's study days (`GET /study/week`), asked only while the pupil has a weekly goal.
 * Plain state like the start page's other parts; null while loading, when it failed or when off.
 */
export function useStudyWeek(goal: number | null): StudyWeekReply | null {
  const [week, setWeek] = useState<StudyWeekReply | null>(null);
  useEffect(() => {
    setWeek(null);
    if (goal === null) return undefined;
    const abort = new AbortController();
    api<StudyWeekReply>('/study/week', { signal: abort.signal }).then(setWeek, () => setWeek(null));
    return () => abort.abort();
  }, [goal]);
  return week;
}
