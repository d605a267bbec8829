import type { RecentStudy, StudyHomeReply } from '@app/shared/learnsets/study-home';
import { MAX_HOME_OWN_SETS, MAX_RECENT_STUDIES, STUDY_MODES, type StudyMode } from '@app/shared/learnsets/study-modes';
import { joinLearnsetIds, LEARNSET_TEXTS, splitLearnsetIds } from '@app/shared/learnsets/texts';
import { toStoredDate } from '@app/shared/format/dates';
import { type StudyWeekReply, zurichWeek } from '@app/shared/learnsets/study-week';
import type { Db } from '../../db/connection';
import { HttpError } from '../../lib/http-error';
import { STARTER_SET_IDS } from '../../kernel/starter-sets';
import { success } from '../../lib/success';
import { StudyHomeRepository } from './study-home.repository';

/** A set as the repository reads it, before the pupil's mastery is added. */
interface StoredSet {
  id: string;
  title: string;
  subject: string;
  size: number;
}

const isStudyMode = (mode: string): mode is StudyMode => Object.hasOwn(STUDY_MODES, mode);

/** The signed-in start page's data: 'Weiterlernen', 'Meine Lernsets', 'Zum Ausprobieren', the greeting and the week. */
export class StudyHomeService {
  private readonly repo: StudyHomeRepository;

  constructor(
    db: Db,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.repo = new StudyHomeRepository(db);
  }

  /** A study mode opened with these sets: they lead 'Weiterlernen', in this mode. */
  async recordStudy(userId: string, ids: readonly string[], mode: StudyMode): Promise<void> {
    const found = await this.repo.setNames(ids);
    if (found.length !== ids.length) throw new HttpError(404, LEARNSET_TEXTS.someNotFound);
    await this.repo.recordStudy(userId, joinLearnsetIds(ids), mode, this.clock().toISOString(), MAX_RECENT_STUDIES);
  }

  /**
   * The start page's reply. The session that began when the account first signed in is its first
   * sign-in; an account never marked (made before the mark, or signed in by other means) is not.
   */
  async home(
    userId: string,
    firstSignInAt: string | null,
    sessionTokenHash: string | undefined,
  ): Promise<StudyHomeReply> {
    const [recent, own, sessionStart] = await Promise.all([
      this.recent(userId),
      this.repo.ownSets(userId, MAX_HOME_OWN_SETS),
      sessionTokenHash ? this.repo.sessionStart(sessionTokenHash) : undefined,
    ]);
    const setIds = new Set([
      ...recent.flatMap((study) => study.sets.map((set) => set.id)),
      ...own.sets.map((s) => s.id),
    ]);
    const mastered = await this.repo.masteredBySet(userId, [...setIds]);
    const withMastery = <T extends { id: string; size: number }>(set: T) => ({
      ...set,
      size: Number(set.size),
      mastered: mastered.get(set.id) ?? 0,
    });
    return success({
      firstSignIn: firstSignInAt !== null && sessionStart === firstSignInAt,
      recent: recent.map((study) => ({ ...study, sets: study.sets.map(withMastery) })),
      own: own.sets.map(withMastery),
      ownTotal: own.total,
      starters: own.total === 0 ? await this.starters(userId) : [],
    });
  }

  /**
   * 'Zum Ausprobieren': the starter sets, in their order, for a pupil who owns no set and has
   * studied none (answered, or opened a mode); empty once they did, and for sets removed since.
   */
  private async starters(userId: string): Promise<StudyHomeReply['starters']> {
    if (await this.repo.hasStudied(userId)) return [];
    const found = new Map((await this.repo.setSummaries(STARTER_SET_IDS)).map((set) => [set.id, set]));
    return STARTER_SET_IDS.flatMap((id) => {
      const set = found.get(id);
      // Offered only to a pupil who has studied nothing: nothing of them is mastered yet.
      return set ? [{ ...set, size: Number(set.size), mastered: 0 }] : [];
    });
  }

  /**
   * This Zurich week, Monday to Sunday, with the days the pupil answered anything on (in any
   * mode, by the time of the answer), and their weekly goal. A new week starts with no day marked.
   */
  async week(userId: string, goal: number | null): Promise<StudyWeekReply> {
    const { today, days, starts } = zurichWeek(this.clock());
    const answered = await this.repo.answeredSpans(
      userId,
      starts.map((start) => start.toISOString()),
    );
    return success({ goal, today, days: days.map((day, i) => ({ day, studied: answered[i] ?? false })) });
  }

  /** The recorded selections with the names of their sets; sets deleted since are left out. */
  private async recent(userId: string): Promise<Array<Omit<RecentStudy, 'sets'> & { sets: StoredSet[] }>> {
    const rows = await this.repo.recentStudies(userId);
    const selections = rows.map((row) => ({ ...row, ids: splitLearnsetIds(row.set_ids) }));
    const names = new Map(
      (await this.repo.setNames([...new Set(selections.flatMap((s) => s.ids))])).map((set) => [set.id, set]),
    );
    return selections.flatMap(({ ids, mode, studied_at }) => {
      const sets = ids.flatMap((id) => names.get(id) ?? []);
      if (sets.length === 0 || !isStudyMode(mode)) return [];
      return [{ sets, mode, studied: toStoredDate(new Date(studied_at)) }];
    });
  }
}
