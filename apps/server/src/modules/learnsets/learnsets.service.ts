import {
  type EditorExercise,
  exportLearnset,
  HTTP_MESSAGES,
  ITEM_MESSAGES,
  LEARNSET_EDITOR_MESSAGES,
  LEARNSET_FILE_MESSAGES,
  LEARNSET_TEXTS,
  type Exercise,
  type Learnset,
  type LearnsetFields,
  sanitizeFileName,
  toStoredDate,
  type SheetColumns,
} from '@app/shared';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { ListCache } from '../../lib/list-cache';
import type { Precompressed } from '../../lib/precompressed';
import type { Db } from '../../db/connection';
import type { AppContext } from '../../types';
import { OwnerStorageRepository } from '../../kernel/owner-storage.repository';
import {
  type ExercisePlan,
  planEditorReplacement,
  planExerciseReplacement,
  type UnknownExerciseId,
} from './exercise-plan';
import type { LearnsetFileJobs } from './learnset-file-jobs';
import { removeLearnset } from './learnset-removal';
import { type LearnsetChanges, LearnsetRepository } from './learnset.repository';
import { LearnsetReadRepository } from '../../kernel/learnset-reads.repository';
import { type CardImageService, imagesOf } from './images/card-image.service';
import { storeDeckImages } from './anki/deck-images';
import { rawJsonObject } from './raw-json';

/** An uploaded learning-set form: validated fields and the file's bytes (read into memory). */
export interface LearnsetUpload {
  fields: LearnsetFields;
  file: { filename: string; bytes: Uint8Array };
  /** The pupil's column choice for a table file (`sheet_columns`); absent: the server's suggestion. */
  columns?: SheetColumns;
}

/** Learning sets: upload, edit, list, preview, learn-mode data and export. */
export class LearnsetService {
  private readonly sets: LearnsetRepository;
  private readonly reads: LearnsetReadRepository;
  private readonly list: ListCache;
  private readonly owners: OwnerStorageRepository;
  private readonly db: Db;
  private readonly filesDir: string;

  constructor(
    ctx: AppContext,
    private readonly images: CardImageService,
    private readonly files: LearnsetFileJobs,
  ) {
    this.sets = new LearnsetRepository(ctx.db);
    this.reads = new LearnsetReadRepository(ctx.db);
    this.list = new ListCache(
      () => this.sets.listVersion(),
      async () => rawJsonObject({ status: '"success"', learnsets: await this.sets.listJson() }),
    );
    this.owners = new OwnerStorageRepository(ctx.db);
    this.db = ctx.db;
    this.filesDir = ctx.config.filesDir;
  }

  /** The library reply: every set, built by the database in one query and cached until a set changes. */
  listBody(): Promise<Precompressed> {
    return this.list.get();
  }

  /** One set (the preview); 404 if unknown. `exercises` is JSON text, as the database wrote it. */
  async data(id: string): Promise<{ learnset: Learnset; exercises: string }> {
    const learnset = await this.reads.findSet(id);
    if (!learnset) throw new HttpError(404, LEARNSET_TEXTS.notFound);
    return { learnset, exercises: await this.reads.exercisesJson([id]) };
  }

  /** Stores a new set owned by the user; the file is checked against the user's plan limit. */
  async create(userId: string, upload: LearnsetUpload): Promise<{ id: string; skipped: string[] }> {
    const { exercises, stored, skipped } = await this.parseFor(userId, upload);
    const id = newId();
    await this.releasingOnFailure(stored, async () => {
      await this.images.assertUsable(userId, exercises);
      const changes = this.changes(upload.fields, exercises.length, new Date());
      const { write } = planExerciseReplacement(id, [], exercises, newId);
      await this.sets.create({ id, owner_id: userId, ...changes, created: changes.edited }, write);
    });
    this.list.invalidate();
    return { id, skipped };
  }

  /**
   * Replaces an own set's fields and exercises in one transaction. Exercises whose question and
   * answer are unchanged keep their ids, and with them every learner's statistics.
   * Someone else's set: 403 before the file is even parsed; nothing changes.
   */
  async edit(userId: string, setId: string, upload: LearnsetUpload): Promise<{ skipped: string[] }> {
    await this.assertOwner(userId, setId);
    const { exercises, stored, skipped } = await this.parseFor(userId, upload);
    let dropped: string[] = [];
    await this.releasingOnFailure(stored, async () => {
      await this.images.assertUsable(userId, exercises);
      const changes = this.changes(upload.fields, exercises.length, new Date());
      const replaced = await this.sets.replace(setId, userId, changes, (existing) => {
        const shown = new Set(exercises.flatMap(imagesOf));
        dropped = existing.flatMap(imagesOf).filter((image) => !shown.has(image));
        return planExerciseReplacement(setId, existing, exercises, newId);
      });
      // The set was deleted between the check and the transaction.
      if (!replaced) throw new HttpError(404, LEARNSET_TEXTS.notFound);
    });
    this.list.invalidate();
    // Images the set no longer shows free their storage (unless another card shows them).
    await this.images.releaseUnused(dropped);
    return { skipped };
  }

  /**
   * `POST /learnsets/new/json`: a set written in the browser's editor, under the same plan limit
   * as a file. Rows carrying an `id_` are refused (a new set has no exercises to keep).
   */
  async createFromEditor(userId: string, fields: LearnsetFields, rows: readonly EditorExercise[]): Promise<string> {
    await this.assertWithinPlan(userId, rows.length);
    await this.images.assertUsable(userId, rows);
    const id = newId();
    const changes = this.changes(fields, rows.length, new Date());
    const { write } = editorPlanOrReject(planEditorReplacement(id, [], rows, newId));
    await this.sets.create({ id, owner_id: userId, ...changes, created: changes.edited }, write);
    this.list.invalidate();
    return id;
  }

  /**
   * `POST /learnsets/edit/json`: replaces an own set's fields and exercises in one transaction.
   * A row with the id of one of the set's exercises keeps it (statistics and memory state too),
   * also when its text changed; an id the set does not have is a 400 naming the row, and nothing
   * changes. Rows not sent are deleted.
   */
  async editFromEditor(
    userId: string,
    setId: string,
    fields: LearnsetFields,
    rows: readonly EditorExercise[],
  ): Promise<void> {
    await this.assertOwner(userId, setId);
    await this.assertWithinPlan(userId, rows.length);
    await this.images.assertUsable(userId, rows);
    const changes = this.changes(fields, rows.length, new Date());
    let dropped: string[] = [];
    const replaced = await this.sets.replace(setId, userId, changes, (existing) => {
      const shown = new Set(rows.flatMap(imagesOf));
      dropped = existing.flatMap(imagesOf).filter((image) => !shown.has(image));
      // Thrown inside the transaction: it rolls back, the set stays as it was.
      return editorPlanOrReject(planEditorReplacement(setId, existing, rows, newId));
    });
    if (!replaced) throw new HttpError(404, LEARNSET_TEXTS.notFound);
    this.list.invalidate();
    await this.images.releaseUnused(dropped);
  }

  /** 404 for an unknown set, 403 for someone else's (SPEC §6, enforced here rather than in the browser). */
  async assertOwner(userId: string, setId: string): Promise<void> {
    const set = await this.reads.findSet(setId);
    if (!set) throw new HttpError(404, LEARNSET_TEXTS.notFound);
    if (set.owner !== userId) throw new HttpError(403, ITEM_MESSAGES.noAccess);
  }

  /**
   * The owner deletes their set: 404 if unknown, 403 for someone else's. Exercises, the pupils'
   * card states and statistics, exam dates, calendar links and unused card images go through the
   * learnset-removal.ts (one place for what a deleted set leaves behind).
   */
  async remove(userId: string, setId: string): Promise<void> {
    await this.assertOwner(userId, setId);
    if (!(await removeLearnset(this.db, this.filesDir, setId))) throw new HttpError(404, LEARNSET_TEXTS.notFound);
    this.list.invalidate();
  }

  /** The set as a `.json` file that the upload accepts back unchanged (SPEC §7, §9). */
  async exportFile(setId: string): Promise<{ fileName: string; body: string }> {
    const { learnset, exercises } = await this.data(setId);
    const parsed = JSON.parse(exercises) as Exercise[];
    return { fileName: sanitizeFileName(learnset.title, 'json'), body: exportLearnset(parsed) };
  }

  /** The user's plan limit on exercises per set (SPEC §9). */
  async maxItemsOf(userId: string): Promise<number> {
    const plan = await this.owners.planOf(userId);
    if (!plan) throw new HttpError(401, HTTP_MESSAGES.unauthorized, 'not signed in');
    return plan.maxLearnsetItems;
  }

  private async assertWithinPlan(userId: string, count: number): Promise<void> {
    const max = await this.maxItemsOf(userId);
    if (count > max) throw new HttpError(400, LEARNSET_EDITOR_MESSAGES.tooMany(count, max));
  }

  /**
   * The file's exercises, and what an Anki package left out (`skipped`). An Anki package's pictures are stored as the user's card images right
   * away (`stored`), so the exercises can name them; they are released if the set is not saved.
   */
  private async parseFor(userId: string, upload: LearnsetUpload) {
    const maxItems = await this.maxItemsOf(userId);
    const parsed = await this.files.parse(upload.file.filename, upload.file.bytes, maxItems, upload.columns);
    if (!parsed.ok) throw new HttpError(400, parsed.message);
    if (!('images' in parsed)) return { exercises: parsed.exercises, stored: [], skipped: [] };
    return { ...(await storeDeckImages(this.images, userId, parsed)), skipped: parsed.skipped };
  }

  /** Runs `save`; if it fails, the card images stored for it are released again. */
  private async releasingOnFailure(stored: readonly string[], save: () => Promise<void>): Promise<void> {
    try {
      await save();
    } catch (error) {
      await this.images.releaseUnused(stored);
      throw error;
    }
  }

  /** The stored fields; a form without `question_language` (an old client) leaves it as it is, German on a new set. */
  private changes(fields: LearnsetFields, size: number, now: Date): LearnsetChanges {
    return {
      ...(fields.question_language === undefined ? {} : { question_language: fields.question_language }),
      title: fields.title,
      subject: fields.subject,
      description: fields.description,
      class_: fields.class,
      grade: fields.grade,
      language: fields.language,
      size,
      edited: toStoredDate(now),
      updated_at: now.toISOString(),
    };
  }
}

/** The plan, or the 400 naming the first row whose `id_` the set does not have. */
function editorPlanOrReject(plan: ExercisePlan | UnknownExerciseId): ExercisePlan {
  if ('unknownRow' in plan) {
    throw new HttpError(400, LEARNSET_FILE_MESSAGES.atLine(plan.unknownRow + 1, LEARNSET_EDITOR_MESSAGES.idUnknown));
  }
  return plan;
}
