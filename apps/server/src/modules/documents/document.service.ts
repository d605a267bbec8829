import {
  DOCUMENT_MESSAGES,
  type DocumentDetails,
  documentFileUrl,
  documentTooLargeMessage,
  formatSize,
  HTTP_MESSAGES,
  ITEM_MESSAGES,
  type ItemFields,
  ItemFieldsSchema,
  sanitizeFileName,
  toStoredDate,
  isId,
  type PlanKey,
  storageFullMessage,
} from '@app/shared';
import { HttpError } from '../../lib/http-error';
import { success } from '../../lib/success';
import { parseOrReject } from '../../lib/validate';
import { newId } from '../../lib/ids';
import { ListCache } from '../../lib/list-cache';
import type { FileLimit, ItemForm, ItemFormOptions, UploadedFile } from '../../lib/multipart-form';
import type { Precompressed } from '../../lib/precompressed';
import type { AppContext } from '../../types';
import { OwnerStorageRepository } from '../../kernel/owner-storage.repository';
import { detectDocumentType, type DocumentType } from './document-type';
import {
  type DocumentChanges,
  DocumentRepository,
  type DocumentTx,
  type DocumentWithOwner,
} from './document.repository';
import { removeDocument } from './document-removal';
import type { DocumentStorage, FileSwap } from './document-storage';

/** Uploading, editing and reading documents: the rules; SQL and files live in their own classes. */
export class DocumentService {
  private readonly repo: DocumentRepository;
  private readonly owners: OwnerStorageRepository;
  private readonly list: ListCache;
  private readonly quota: Record<PlanKey, number>;

  constructor(
    ctx: AppContext,
    readonly storage: DocumentStorage,
  ) {
    this.quota = ctx.config.storageQuota;
    this.repo = new DocumentRepository(ctx.db);
    this.owners = new OwnerStorageRepository(ctx.db);
    this.list = new ListCache(
      () => this.repo.listVersion(),
      async () => JSON.stringify(success({ documents: await this.repo.listSummaries() })),
    );
  }

  /** Folders, and the clean-up after crashed uploads. */
  init(): Promise<void> {
    return this.storage.init((ids) => this.repo.existingIds(ids));
  }

  /** The library list, serialised and compressed (cached until a document changes). */
  listBody(): Promise<Precompressed> {
    return this.list.get();
  }

  async details(id: string): Promise<DocumentDetails> {
    const row = isId(id) ? await this.repo.findById(id) : undefined;
    if (!row) throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
    return toDetails(row);
  }

  /** The account's storage: bytes used by its documents and its plan's quota. */
  async storageUse(userId: string, except?: string): Promise<{ used: number; quota: number }> {
    const plan = await this.owners.planOf(userId);
    if (!plan) throw new HttpError(401, HTTP_MESSAGES.unauthorized);
    return { used: await this.owners.storageUsed(userId, except), quota: this.quota[plan.key] };
  }

  /**
   * The largest file this account may send now: its plan's file limit, or less when its storage
   * has less room left (`replacing`: the document an edit replaces, whose bytes are freed).
   */
  async fileLimit(userId: string, replacing?: string): Promise<FileLimit> {
    const plan = await this.owners.planOf(userId);
    if (!plan) throw new HttpError(401, HTTP_MESSAGES.unauthorized);
    const { used, quota } = await this.storageUse(userId, replacing);
    if (quota - used < plan.maxDocumentBytes) {
      return { maxFileBytes: Math.max(0, quota - used), tooLargeMessage: storageFullMessage(used, quota) };
    }
    return { maxFileBytes: plan.maxDocumentBytes, tooLargeMessage: documentTooLargeMessage(plan) };
  }

  /**
   * How `readItemForm` reads an upload of this account: into a temp file, up to its plan's file
   * limit (the declared length is checked against it); `beforeFile` narrows it to the room left.
   */
  async uploadOptions(userId: string): Promise<Omit<ItemFormOptions, 'beforeFile'>> {
    const plan = await this.owners.planOf(userId);
    if (!plan) throw new HttpError(401, HTTP_MESSAGES.unauthorized);
    return {
      maxFileBytes: plan.maxDocumentBytes,
      tooLargeMessage: documentTooLargeMessage(plan),
      mode: 'disk',
      tmpDir: this.storage.tmpDir,
      // Named after this process, so a restart after a crash can tell the upload was cut off.
      tmpPath: () => this.storage.tempPath('upload'),
    };
  }

  /** Before a byte of a new document's file is read: its fields, and the room left for it. */
  async checkUpload(userId: string, fields: Record<string, string>): Promise<FileLimit> {
    this.checkFields(fields);
    return this.fileLimit(userId);
  }

  /** SPEC §5 field rules, with the first message as a 400. */
  checkFields(fields: Record<string, string>): ItemFields {
    return parseOrReject(ItemFieldsSchema, fields);
  }

  /**
   * Before a byte of an edit's file is read: the document exists and belongs to the account.
   * Returns the file limit with the replaced file's bytes freed.
   */
  async checkEdit(userId: string, fields: Record<string, string>): Promise<FileLimit> {
    this.checkFields(fields);
    const row = await this.findForEdit(fields.id);
    if (row.owner_id !== userId) throw new HttpError(403, ITEM_MESSAGES.noAccess);
    return this.fileLimit(userId, row.id);
  }

  /** Stores a new document: temp file → row and rename in one transaction. Returns its id. */
  async create(userId: string, form: ItemForm): Promise<string> {
    const fields = this.checkFields(form.fields);
    const file = requireFile(form);
    const type = await detectDocumentType(file);
    const now = new Date();
    const id = newId();
    const row = { id, owner_id: userId, created: toStoredDate(now), created_at: now.toISOString() };
    const changes = toColumns(fields, file, type, now);
    await this.commit(async (trx) => {
      await this.assertRoom(trx, userId, file.size);
      await this.repo.insert({ ...row, ...changes }, trx);
      return this.storage.swapIn(file.path, id, changes.file_name, null);
    });
    this.list.invalidate();
    return id;
  }

  /** Replaces an own document's fields and file; `created` stays, `edited` moves on. */
  async edit(userId: string, form: ItemForm): Promise<void> {
    const fields = this.checkFields(form.fields);
    const id = (await this.findForEdit(form.fields.id)).id;
    const file = requireFile(form);
    const type = await detectDocumentType(file);
    const changes = toColumns(fields, file, type, new Date());
    await this.commit(async (trx) => {
      // Checked again under the row lock: the owner check and the swap see the same row.
      const current = await this.repo.lockForEdit(trx, id);
      if (!current) throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
      if (current.owner_id !== userId) throw new HttpError(403, ITEM_MESSAGES.noAccess);
      await this.assertRoom(trx, userId, file.size, id);
      await this.repo.update(id, changes, trx);
      return this.storage.swapIn(file.path, id, changes.file_name, current.file_name);
    });
    this.list.invalidate();
  }

  /** Checked again inside the transaction, the account's uploads serialised: parallel uploads add up. */
  private async assertRoom(trx: DocumentTx, userId: string, size: number, replacing?: string): Promise<void> {
    await this.owners.lockOwner(trx, userId);
    // Only through `trx`: SQLite has one connection, which the transaction holds.
    const plan = await this.owners.planOf(userId, trx);
    if (!plan) throw new HttpError(401, HTTP_MESSAGES.unauthorized);
    const quota = this.quota[plan.key];
    const used = await this.owners.storageUsed(userId, replacing, trx);
    if (used + size > quota) throw new HttpError(413, storageFullMessage(used, quota));
  }

  /**
   * The owner deletes their document: 404 if unknown, 403 for someone else's; the row and the file
   * go through document-removal.ts (one place for what a deleted document leaves behind).
   */
  async remove(userId: string, id: string): Promise<void> {
    const row = await this.findForEdit(id);
    if (row.owner_id !== userId) throw new HttpError(403, ITEM_MESSAGES.noAccess);
    if (!(await removeDocument(this.repo, this.storage, row.id))) throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
    this.list.invalidate();
  }

  private async findForEdit(id: string | undefined): Promise<DocumentWithOwner> {
    const row = id && isId(id) ? await this.repo.findById(id) : undefined;
    if (!row) throw new HttpError(404, DOCUMENT_MESSAGES.notFound);
    return row;
  }

  /**
   * The row change and the rename happen in one transaction, the rename last: if either fails,
   * the row rolls back and the swap is undone, so the old version stays whole; after the commit
   * the replaced file is dropped.
   */
  private async commit(work: (trx: DocumentTx) => Promise<FileSwap>): Promise<void> {
    const state: { swap?: FileSwap } = {};
    try {
      await this.repo.transaction(async (trx) => {
        state.swap = await work(trx);
      });
    } catch (error) {
      await state.swap?.undo();
      throw error;
    }
    await state.swap?.done();
  }
}

function requireFile(form: ItemForm): UploadedFile & { path: string } {
  const file = form.file;
  if (!file?.path) throw new HttpError(400, ITEM_MESSAGES.fileRequired);
  if (file.size === 0) throw new HttpError(400, DOCUMENT_MESSAGES.emptyFile);
  return file as UploadedFile & { path: string };
}

function toColumns(fields: ItemFields, file: UploadedFile, type: DocumentType, now: Date): DocumentChanges {
  return {
    title: fields.title,
    subject: fields.subject,
    description: fields.description,
    class_: fields.class,
    grade: fields.grade,
    language: fields.language,
    size: file.size,
    extension: type.label.toLowerCase(),
    mimetype: type.mimetype,
    formated_size: formatSize(file.size),
    file_name: sanitizeFileName(fields.title, type.label.toLowerCase()),
    edited: toStoredDate(now),
    updated_at: now.toISOString(),
  };
}

function toDetails(row: DocumentWithOwner): DocumentDetails {
  return {
    id_: row.id,
    title: row.title,
    subject: row.subject,
    description: row.description,
    class_: row.class_,
    grade: row.grade,
    language: row.language,
    owner: row.owner_id,
    owner_name: row.owner_name,
    created: row.created,
    edited: row.edited,
    size: Number(row.size),
    extension: row.extension,
    mimetype: row.mimetype,
    formated_size: row.formated_size,
    url: documentFileUrl(row.id, row.file_name),
  };
}
