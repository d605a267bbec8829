import { addDays, MAX_EXAM_DAYS_AHEAD, toZurichDay } from '@app/shared';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { ExamService } from '../../kernel/exam.service';
import type { Pupil } from './calendar-access';
import { CalendarFollowRepository } from './calendar-follow.repository';

type Snapshot = Map<string, Map<string, string>>;

/**
 * Exam events drive learning: a pupil's exam date of a set is the earliest coming exam event
 * linking it in a calendar the pupil follows (their own, and classmates' shared calendars they
 * joined and put on the start page). Dates are set through ExamService, the one place
 * of the exam rule. When the last such event goes (deleted, moved to another kind, unlinked, the
 * calendar unfollowed), the date goes too, unless the pupil had meanwhile set another one by hand
 * on the set's exam page: that one is theirs and stays.
 */
export class CalendarExamSync {
  private readonly follow: CalendarFollowRepository;
  private readonly exams: ExamService;

  constructor(db: Db) {
    this.follow = new CalendarFollowRepository(db);
    this.exams = new ExamService(db);
  }

  /** Runs `change` and brings the pupils' exam dates of these sets in line with it. */
  async around<T>(
    pupils: readonly Pick<Pupil, 'id'>[],
    setIds: readonly string[],
    change: () => Promise<T>,
  ): Promise<T> {
    const sets = [...new Set(setIds)];
    if (sets.length === 0 || pupils.length === 0) return change();
    const now = new Date();
    const before = await this.snapshot(pupils, sets, now);
    const result = await change();
    await this.apply(pupils, sets, before, now);
    return result;
  }

  private async snapshot(
    pupils: readonly Pick<Pupil, 'id'>[],
    setIds: readonly string[],
    now: Date,
  ): Promise<Snapshot> {
    const today = toZurichDay(now);
    const last = addDays(today, MAX_EXAM_DAYS_AHEAD);
    const snapshot: Snapshot = new Map();
    for (const pupil of pupils) {
      snapshot.set(pupil.id, await this.follow.examDays(pupil.id, setIds, today, last));
    }
    return snapshot;
  }

  private async apply(pupils: readonly Pick<Pupil, 'id'>[], setIds: readonly string[], before: Snapshot, now: Date) {
    const after = await this.snapshot(pupils, setIds, now);
    for (const pupil of pupils) {
      const current = await this.exams.examDays(pupil.id, setIds);
      const was = before.get(pupil.id) ?? new Map<string, string>();
      const is = after.get(pupil.id) ?? new Map<string, string>();
      const changes = new Map<string | null, string[]>();
      for (const setId of setIds) {
        const day = is.get(setId);
        const target = day ?? (was.has(setId) && current.get(setId) === was.get(setId) ? null : undefined);
        if (target === undefined || target === (current.get(setId) ?? null)) continue;
        changes.set(target, [...(changes.get(target) ?? []), setId]);
      }
      for (const [day, sets] of changes) {
        try {
          await this.exams.setExamDay(pupil.id, sets, day, now);
        } catch (error) {
          // A set deleted meanwhile has no exam date to keep.
          if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
        }
      }
    }
  }
}
