import path from 'node:path';
import {
  ANKI_TEXTS,
  isAnkiFile,
  ITEM_MESSAGES,
  LearnsetEditFieldsSchema,
  type LearnsetFields,
  LearnsetFieldsSchema,
  LEARNSET_TEXTS,
  LearnsetCreatedReplySchema,
  LearnsetEditedReplySchema,
  learnsetFileFormat,
  MAX_ANKI_FILE_BYTES,
  MAX_LEARNSET_FILE_BYTES,
  MAX_LISTED_SKIPS,
  SheetColumnsFieldSchema,
} from '@app/shared';
import type { FastifyRequest } from 'fastify';
import type { ZodObject, ZodType } from 'zod';
import { HttpError } from '../../lib/http-error';
import { type FileLimit, readItemForm, requiredFields } from '../../lib/multipart-form';
import { success } from '../../lib/success';
import { parseOrReject } from '../../lib/validate';
import { requireAccount, SIGNED_IN_UPLOAD } from '../../kernel/session-account';
import type { Api } from '../../types';
import type { LearnsetService, LearnsetUpload } from './learnsets.service';

/** Anki packages carry pictures and may be larger than the text formats. */
function fileLimit(fileName: string): FileLimit {
  return isAnkiFile(learnsetFileFormat(fileName))
    ? { maxFileBytes: MAX_ANKI_FILE_BYTES, tooLargeMessage: ANKI_TEXTS.fileTooLarge }
    : { maxFileBytes: MAX_LEARNSET_FILE_BYTES, tooLargeMessage: LEARNSET_TEXTS.fileTooLarge };
}
const LARGEST_FILE = fileLimit('deck.apkg');

/**
 * Reads an upload or edit form: the fields are checked (and `check` runs, e.g. the owner test)
 * before a byte of the file is read; the file then comes into memory, up to its format's limit.
 */
async function readLearnsetForm<T extends LearnsetFields>(
  request: FastifyRequest,
  tmpDir: string,
  schema: ZodObject & ZodType<T>,
  check: (fields: T) => Promise<void> = async () => {},
): Promise<{ fields: T; upload: LearnsetUpload }> {
  let fields: T | undefined;
  const accept = async (raw: Record<string, string>) => {
    fields = parseOrReject(schema, raw);
    await check(fields);
  };
  const form = await readItemForm(request, {
    mode: 'memory',
    ...LARGEST_FILE,
    tmpDir,
    fieldsBeforeFile: requiredFields(schema),
    beforeFile: async (raw, fileName) => {
      await accept(raw);
      return fileLimit(fileName);
    },
  });
  if (!fields) await accept(form.fields);
  if (!form.file?.buffer || !fields) throw new HttpError(400, ITEM_MESSAGES.fileRequired);
  // Optional and read from all fields: it may come after the file.
  const columns = parseOrReject(SheetColumnsFieldSchema.optional(), form.fields.sheet_columns);
  const file = { filename: form.file.filename, bytes: form.file.buffer };
  return { fields, upload: { fields, file, ...(columns ? { columns } : {}) } };
}

/**
 * SPEC's message, and for a file that left cards out the count in it and the lines (at most
 * MAX_LISTED_SKIPS, the rest counted) in `skipped`: old clients show the message, new ones the list.
 */
function withSkipped(message: string, skipped: readonly string[]) {
  if (skipped.length === 0) return { message };
  const listed = skipped.slice(0, MAX_LISTED_SKIPS);
  if (skipped.length > listed.length) listed.push(ANKI_TEXTS.moreSkipped(skipped.length - listed.length));
  return { message: `${message} ${ANKI_TEXTS.skippedSummary(skipped.length)} ${skipped[0]}`, skipped: listed };
}

/** `POST /learnsets/new/form` and `/learnsets/edit/form` (multipart, SPEC §7). */
export async function learnsetFormRoutes(app: Api, service: LearnsetService, dataDir: string): Promise<void> {
  // Memory mode never writes here; the reader wants a folder all the same.
  const tmpDir = path.join(dataDir, 'files', 'tmp');

  app.post(
    '/learnsets/new/form',
    {
      config: SIGNED_IN_UPLOAD,
      schema: {
        summary:
          'Upload a learning set (multipart: title, subject, description, class, grade, language, file; ' +
          'optional question_language, and sheet_columns for a table file)',
        consumes: ['multipart/form-data'],
        response: { 200: LearnsetCreatedReplySchema },
      },
    },
    async (request) => {
      const userId = requireAccount(request);
      const { upload } = await readLearnsetForm(request, tmpDir, LearnsetFieldsSchema);
      const { id, skipped } = await service.create(userId, upload);
      return success({ id, ...withSkipped(LEARNSET_TEXTS.created, skipped) });
    },
  );

  app.post(
    '/learnsets/edit/form',
    {
      config: SIGNED_IN_UPLOAD,
      schema: {
        summary: "Replace an own learning set's fields and exercises (multipart as for upload, plus id)",
        consumes: ['multipart/form-data'],
        response: { 200: LearnsetEditedReplySchema },
      },
    },
    async (request) => {
      const userId = requireAccount(request);
      const { fields, upload } = await readLearnsetForm(request, tmpDir, LearnsetEditFieldsSchema, (f) =>
        service.assertOwner(userId, f.id),
      );
      const { skipped } = await service.edit(userId, fields.id, upload);
      return success(withSkipped(LEARNSET_TEXTS.edited, skipped));
    },
  );
}
