import {
  addDays,
  daysBetween,
  EXAM_TEXTS,
  type ExamPlan,
  type ExamReply,
  LEARNSET_TEXTS,
  MAX_EXAM_DAYS_AHEAD,
  toZurichDay,
} from '@app/shared';
import type { Db } from '../db/connection';
import { HttpError } from '../lib/http-error';
import { ExamRepository } from './exam.repository';
import { LearnsetReadRepository } from './learnset-reads.repository';
import { examWindow } from '@app/shared/learnsets/memory-model';

/** A pupil's exam dates for a selection of sets (spaced repetition caps intervals until then). */
export class ExamService {
  private readonly exams: ExamRepository;
  private readonly sets: LearnsetReadRepository;

  constructor(db: Db) {
    this.exams = new ExamRepository(db);
    this.sets = new LearnsetReadRepository(db);
  }

  /**
   * Sets (or with null removes) the exam day of every set of the selection. 404 when a set does
   * not exist, 400 for a day in the past or more than MAX_EXAM_DAYS_AHEAD ahead; nothing changes then.
   */
  async setExamDay(userId: string, setIds: readonly string[], day: string | null, now = new Date()): Promise<string> {
    if ((await this.sets.findSets(setIds)).length < setIds.length) {
      throw new HttpError(404, LEARNSET_TEXTS.someNotFound);
    }
    if (day === null) {
      await this.exams.removeExamDay(userId, setIds);
      return EXAM_TEXTS.removed;
    }
    const today = toZurichDay(now);
    if (day < today) throw new HttpError(400, EXAM_TEXTS.past);
    if (day > addDays(today, MAX_EXAM_DAYS_AHEAD)) throw new HttpError(400, EXAM_TEXTS.tooFar);
    await this.exams.setExamDay(userId, setIds, day);
    return EXAM_TEXTS.saved;
  }

  /** Cards of these sets still to review before an exam on `day` (the calendar's start page list). */
  cardsUntil(userId: string, setIds: readonly string[], day: string): Promise<number> {
    return this.exams.cardsBefore(userId, setIds, examWindow(day).examStart);
  }

  /** The pupil's exam day of each of these sets that has one. */
  async examDays(userId: string, setIds: readonly string[]): Promise<Map<string, string>> {
    return new Map((await this.exams.examsOf(userId, setIds)).map((exam) => [exam.set_id, exam.day]));
  }

  /** The exam days of the selection and, for its next exam after today, the cards a day it means. */
  async examsOf(userId: string, setIds: readonly string[], now = new Date()): Promise<Omit<ExamReply, 'status'>> {
    const exams = await this.exams.examsOf(userId, setIds);
    const today = toZurichDay(now);
    const next = exams.find((exam) => exam.day > today)?.day;
    if (!next) return { exams, plan: null };
    const withNext = exams.filter((exam) => exam.day === next).map((exam) => exam.set_id);
    const cards = await this.exams.cardsBefore(userId, withNext, examWindow(next).examStart);
    const days = daysBetween(today, next);
    const plan: ExamPlan = { day: next, set_ids: withNext, days, cards, perDay: Math.ceil(cards / days) };
    return { exams, plan };
  }
}
