import { CARD_IMAGE_LIMITS, CARD_IMAGE_TEXTS, HTTP_MESSAGES, storageFullMessage } from '@app/shared';
import fs from 'node:fs/promises';
import { HttpError } from '../../../lib/http-error';
import { newId } from '../../../lib/ids';
import type { FileLimit } from '../../../lib/multipart-form';
import type { AppContext } from '../../../types';
import { OwnerStorageRepository } from '../../../kernel/owner-storage.repository';
import { CardImageRepository } from './card-image.repository';
import { CardImageStorage } from './card-image-storage';
import { inspectCardImage } from './card-image-type';

/** An image uploaded but not (yet) shown on any card is kept this long: the editor saves later. */
export const UNATTACHED_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** A file without a row younger than this may belong to an upload that has not committed yet. */
const ORPHAN_FILE_AGE_MS = 60 * 60 * 1000;

/** What the checks need of an exercise about to be written. */
export interface ExerciseImageRefs {
  question_image?: string | null;
  answer_image?: string | null;
}

/**
 * Images on cards: saving (content check, caps, the plan's storage shared with documents),
 * the owner check when a set names them, and their release once no card shows them. The Anki
 * import saves its media through `save` too.
 */
export class CardImageService {
  readonly storage: CardImageStorage;
  private readonly repo: CardImageRepository;
  private readonly owners: OwnerStorageRepository;
  private readonly quota: AppContext['config']['storageQuota'];
  private sweeper: NodeJS.Timeout | null = null;

  constructor(ctx: AppContext) {
    this.storage = new CardImageStorage(ctx.config.filesDir);
    this.repo = new CardImageRepository(ctx.db);
    this.owners = new OwnerStorageRepository(ctx.db);
    this.quota = ctx.config.storageQuota;
  }

  /** Folders, a first sweep, then one every hour until `close`. */
  async init(): Promise<void> {
    await this.storage.init();
    await this.sweep();
    this.sweeper ??= setInterval(() => void this.sweep().catch(() => {}), SWEEP_EVERY_MS);
    this.sweeper.unref();
  }

  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  /** The largest image this account may send now: the cap, or the room left in its storage. */
  async uploadLimit(ownerId: string): Promise<FileLimit> {
    const { used, quota } = await this.storageUse(ownerId);
    if (quota - used < CARD_IMAGE_LIMITS.maxBytes) {
      return { maxFileBytes: Math.max(0, quota - used), tooLargeMessage: storageFullMessage(used, quota) };
    }
    return { maxFileBytes: CARD_IMAGE_LIMITS.maxBytes, tooLargeMessage: CARD_IMAGE_TEXTS.tooLarge };
  }

  /**
   * Stores an image for `ownerId` after checking its content (PNG, JPEG or WebP by magic bytes,
   * readable size, pixel and byte caps) and the owner's storage, and returns its id. The row and
   * the file come together or not at all. Refusals are HttpErrors with German messages.
   */
  async save(ownerId: string, bytes: Uint8Array): Promise<string> {
    if (bytes.length === 0) throw new HttpError(400, CARD_IMAGE_TEXTS.missing);
    const facts = await inspectCardImage(bytes);
    const id = newId();
    const storageKey = `${id}.${facts.extension}`;
    const tmp = await this.storage.writeTemp(bytes);
    let moved = false;
    try {
      await this.repo.transaction(async (trx) => {
        // The account's uploads one at a time (PostgreSQL; SQLite has one writer): parallel ones add up.
        await this.owners.lockOwner(trx, ownerId);
        const plan = await this.owners.planOf(ownerId, trx);
        if (!plan) throw new HttpError(401, HTTP_MESSAGES.unauthorized);
        const quota = this.quota[plan.key];
        const used = await this.owners.storageUsed(ownerId, undefined, trx);
        if (used + bytes.length > quota) throw new HttpError(413, storageFullMessage(used, quota));
        await this.repo.insert(
          {
            id,
            owner_id: ownerId,
            content_type: facts.contentType,
            size: bytes.length,
            width: facts.width,
            height: facts.height,
            storage_key: storageKey,
            created_at: new Date().toISOString(),
          },
          trx,
        );
        // Last inside the transaction: if the commit fails, the file goes again below.
        await this.storage.moveIn(tmp, storageKey);
        moved = true;
      });
    } catch (error) {
      await (moved ? this.storage.remove(storageKey) : fs.rm(tmp, { force: true }));
      throw error;
    }
    return id;
  }

  /** The stored file of an image, or undefined. */
  async file(id: string): Promise<{ path: string; contentType: string; size: number } | undefined> {
    const row = await this.repo.findFile(id);
    if (!row) return undefined;
    return { path: this.storage.filePath(row.storage_key), contentType: row.content_type, size: Number(row.size) };
  }

  /** The stored files of the images that exist among `ids`, by id (one query per 500). */
  async files(ids: readonly string[]): Promise<Map<string, { path: string; contentType: string; size: number }>> {
    const rows = await this.repo.findFiles(ids);
    return new Map(
      [...rows].map(([id, row]) => [
        id,
        { path: this.storage.filePath(row.storage_key), contentType: row.content_type, size: Number(row.size) },
      ]),
    );
  }

  /**
   * Before a set's exercises are written: every image they name exists and belongs to the set's
   * owner (a pupil cannot show, and so keep alive, someone else's image under their set).
   * A 400 names the first exercise (1-based) whose image is unknown or foreign.
   */
  async assertUsable(ownerId: string, exercises: readonly ExerciseImageRefs[]): Promise<void> {
    const ids = [...new Set(exercises.flatMap(imagesOf))];
    if (ids.length === 0) return;
    const owners = await this.repo.ownersOf(ids);
    exercises.forEach((exercise, index) => {
      for (const id of imagesOf(exercise)) {
        const owner = owners.get(id);
        if (owner === undefined) throw new HttpError(400, `Übung ${index + 1}: ${CARD_IMAGE_TEXTS.notFound}`);
        if (owner !== ownerId) throw new HttpError(400, CARD_IMAGE_TEXTS.notOwn(index + 1));
      }
    });
  }

  /**
   * Releases the storage of images a set stopped showing (an edit replaced or removed their
   * exercises), unless another exercise still shows them.
   */
  async releaseUnused(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.removeFiles(await this.repo.deleteUnused({ ids: [...new Set(ids)] }));
  }

  /**
   * Images no card shows that are older than the grace period (uploaded in an editor that was
   * never saved, or left when a set or account went), and files without a row.
   */
  async sweep(now = Date.now()): Promise<void> {
    const createdBefore = new Date(now - UNATTACHED_GRACE_MS).toISOString();
    await this.removeFiles(await this.repo.deleteUnused({ createdBefore }));
    await this.storage.removeOrphans((ids) => this.repo.existingIds(ids), ORPHAN_FILE_AGE_MS, now);
  }

  private async storageUse(ownerId: string): Promise<{ used: number; quota: number }> {
    const plan = await this.owners.planOf(ownerId);
    if (!plan) throw new HttpError(401, HTTP_MESSAGES.unauthorized);
    return { used: await this.owners.storageUsed(ownerId), quota: this.quota[plan.key] };
  }

  private async removeFiles(storageKeys: readonly string[]): Promise<void> {
    for (const key of storageKeys) await this.storage.remove(key);
  }
}

/** The image ids one exercise names. */
export function imagesOf(exercise: ExerciseImageRefs): string[] {
  return [exercise.question_image, exercise.answer_image].filter((id): id is string => Boolean(id));
}
