import { DEFAULT_STUDY_DIRECTION, parseStudyDirection, type StudyDirection } from '@app/shared/learnsets/direction';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { STUDY_DIRECTION_PARAM } from '../../config/paths';

/** The pupil's last choice on this device, for study pages opened without the parameter. */
const STORAGE_KEY = 'lernsets.richtung';

function lastChoice(): StudyDirection | undefined {
  try {
    return parseStudyDirection(localStorage.getItem(STORAGE_KEY));
  } catch {
    return undefined; // storage blocked: question→answer, as before directions existed
  }
}

/**
 * Which way the study modes ask: the URL's direction (a reload or a shared link asks the same
 * way), else the last one chosen on this device, else question→answer. Choosing writes both; the
 * URL entry is replaced, so Back leaves the page.
 */
export function useStudyDirection(): [StudyDirection, (direction: StudyDirection) => void] {
  const [params, setParams] = useSearchParams();
  const direction = parseStudyDirection(params.get(STUDY_DIRECTION_PARAM)) ?? lastChoice() ?? DEFAULT_STUDY_DIRECTION;
  const choose = useCallback(
    (next: StudyDirection) => {
      try {
        localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // Private mode or a full storage: the URL still keeps the choice.
      }
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(STUDY_DIRECTION_PARAM, next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [direction, choose];
}
