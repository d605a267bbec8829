import {
  exportLearnset,
  HTTP_MESSAGES,
  ITEM_MESSAGES,
  type ItemFields,
  LEARNSET_TEXTS,
  type Exercise,
  type Learnset,
  sanitizeFileName,
  toStoredDate,
} from '@app/shared';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { ListCache } from '../../lib/list-cache';
import type { Precompressed } from '../../lib/precompressed';
import type { AppContext } from '../../types';
import { planOf } from '../account/account-info';
import { AccountRepository } from '../account/account.repository';
import { planExerciseReplacement } from './exercise-plan';
import type { LearnsetParsePool } from './learnset-parse-pool';
import { LearnDataRepository } from './learn-data.repository';
import { type LearnsetChanges, LearnsetRepository } from './learnset.repository';
import { rawJsonObject } from './raw-json';

/** An uploaded learning-set form: validated fields and the file's bytes (read into memory). */
export interface LearnsetUpload {
  fields: ItemFields;
  file: { filename: string; bytes: Uint8Array };
}

/** Learning sets: upload, edit, list, preview, learn-mode data and export. */
export class LearnsetService {
  private readonly sets: LearnsetRepository;
  private readonly learnData: LearnDataRepository;
  private readonly list: ListCache;
  private readonly accounts: AccountRepository;

  constructor(
    ctx: AppContext,
    private readonly parser?: LearnsetParsePool,
  ) {
    this.sets = new LearnsetRepository(ctx.db);
    this.learnData = new LearnDataRepository(ctx.db, ctx.engine);
    this.list = new ListCache(
      () => this.sets.listVersion(),
      async () => rawJsonObject({ status: '"success"', learnsets: await this.learnData.listJson() }),
    );
    this.accounts = new AccountRepository(ctx.db);
  }

  /** The library reply: every set, built by the database in one query and cached until a set changes. */
  listBody(): Promise<Precompressed> {
    return this.list.get();
  }

  /** One set (the preview); 404 if unknown. `exercises` is JSON text, as the database wrote it. */
  async data(id: string): Promise<{ learnset: Learnset; exercises: string }> {
    const learnset = await this.sets.findSet(id);
    if (!learnset) throw new HttpError(404, LEARNSET_TEXTS.notFound);
    return { learnset, exercises: await this.learnData.exercisesJson([id]) };
  }

  /** Stores a new set owned by the user; the file is checked against the user's plan limit. */
  async create(userId: string, upload: LearnsetUpload): Promise<string> {
    const exercises = await this.parseFor(userId, upload);
    const id = newId();
    const changes = this.changes(upload.fields, exercises.length, new Date());
    const { write } = planExerciseReplacement(id, [], exercises, newId);
    await this.sets.create({ id, owner_id: userId, ...changes, created: changes.edited }, write);
    this.list.invalidate();
    return id;
  }

  /**
   * Replaces an own set's fields and exercises in one transaction. Exercises whose question and
   * answer are unchanged keep their ids, and with them every learner's statistics.
   * Someone else's set: 403 before the file is even parsed; nothing changes.
   */
  async edit(userId: string, setId: string, upload: LearnsetUpload): Promise<void> {
    await this.assertOwner(userId, setId);
    const exercises = await this.parseFor(userId, upload);
    const changes = this.changes(upload.fields, exercises.length, new Date());
    const replaced = await this.sets.replace(setId, userId, changes, (existing) =>
      planExerciseReplacement(setId, existing, exercises, newId),
    );
    // The set was deleted between the check and the transaction.
    if (!replaced) throw new HttpError(404, LEARNSET_TEXTS.notFound);
    this.list.invalidate();
  }

  /** 404 for an unknown set, 403 for someone else's (SPEC §6, enforced here rather than in the browser). */
  async assertOwner(userId: string, setId: string): Promise<void> {
    const set = await this.sets.findSet(setId);
    if (!set) throw new HttpError(404, LEARNSET_TEXTS.notFound);
    if (set.owner !== userId) throw new HttpError(403, ITEM_MESSAGES.noAccess);
  }

  /** The set as a `.json` file that the upload accepts back unchanged (SPEC §7, §9). */
  async exportFile(setId: string): Promise<{ fileName: string; body: string }> {
    const { learnset, exercises } = await this.data(setId);
    const parsed = JSON.parse(exercises) as Exercise[];
    return { fileName: sanitizeFileName(learnset.title, 'json'), body: exportLearnset(parsed) };
  }

  private async parseFor(userId: string, upload: LearnsetUpload) {
    const user = await this.accounts.findById(userId);
    if (!user) throw new HttpError(401, HTTP_MESSAGES.unauthorized, 'not signed in');
    if (!this.parser) throw new HttpError(503, HTTP_MESSAGES.unavailable);
    const parsed = await this.parser.parse(upload.file.filename, upload.file.bytes, planOf(user).maxLearnsetItems);
    if (!parsed.ok) throw new HttpError(400, parsed.message);
    return parsed.exercises;
  }

  private changes(fields: ItemFields, size: number, now: Date): LearnsetChanges {
    return {
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
