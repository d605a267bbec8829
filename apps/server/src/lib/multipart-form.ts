import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Transform, type TransformCallback, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HTTP_MESSAGES } from '@app/shared';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodObject } from 'zod';
import { HttpError } from './http-error';
import { newId } from './ids';

/** How many bytes of the file's start come back as `head` (magic bytes, text sniffing). */
export const HEAD_BYTES = 64 * 1024;

export const FIELD_LIMITS = {
  fieldNameSize: 64,
  fieldSize: 16 * 1024,
  fields: 16,
  files: 1,
  parts: 24,
  headerPairs: 32,
};
/** What a form may carry besides its file: every field at its limit plus the multipart framing. */
const FORM_OVERHEAD = FIELD_LIMITS.fields * FIELD_LIMITS.fieldSize + 64 * 1024;

export const UPLOAD_ABORTED = 'Das Hochladen wurde abgebrochen.';

/** The largest file accepted and the German message of its 413. */
export type FileLimit = Pick<ItemFormOptions, 'maxFileBytes' | 'tooLargeMessage'>;

export interface ItemFormOptions {
  /** The largest file accepted; one byte more and reading stops with 413. */
  maxFileBytes: number;
  /** The German message of that 413. */
  tooLargeMessage: string;
  /** 'disk': the file goes to a fsynced temp file under tmpDir; 'memory': into a Buffer. */
  mode: 'disk' | 'memory';
  tmpDir: string;
  /**
   * mode 'disk': the temp file's path (default: a random name under tmpDir). DocumentStorage
   * names it after the writing process, so the clean-up after a crash knows whose it is.
   */
  tmpPath?: () => string;
  /**
   * Called when the file part begins, with the fields sent before it (the web forms send every
   * field first). Throw an HttpError to refuse before a byte of the file is read, e.g. for
   * invalid fields or an edit of someone else's item. May return a lower limit for this file
   * (what is left of the account's storage, which an edit of a known item frees in part, or the
   * limit of the file's format, told by the name the browser sent).
   */
  beforeFile?: (fields: Record<string, string>, fileName: string) => void | FileLimit | Promise<void | FileLimit>;
  /**
   * The fields `beforeFile` judges. When the file part comes before one of them (the old web
   * client sends an edit's `id` after the file), the file is received up to `maxFileBytes` and
   * `beforeFile` runs once the body is read, its lower limit then checked against the file's size.
   * Without this list `beforeFile` always runs when the file part begins.
   */
  fieldsBeforeFile?: readonly string[];
}

export interface UploadedFile {
  /** The name the browser sent (not trusted for anything but its extension). */
  filename: string;
  size: number;
  /** mode 'disk': the temp file, owned by the caller from now on. */
  path?: string;
  /** mode 'memory': the content. */
  buffer?: Buffer;
  /** The first HEAD_BYTES bytes (fewer for a smaller file). */
  head: Buffer;
}

export interface ItemForm {
  fields: Record<string, string>;
  /** null when no file was chosen (an empty file input sends a nameless part). */
  file: UploadedFile | null;
}

/** The fields a form's schema requires: what `beforeFile` needs before it can judge (`fieldsBeforeFile`). */
export const requiredFields = (schema: ZodObject): string[] =>
  Object.entries(schema.shape)
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([name]) => name);

/** Requests whose body we stopped reading: their reply closes the connection. */
const abandoned = new WeakSet<IncomingMessage>();

/**
 * Whether the reply to this request should close the connection: its body was abandoned
 * (`abandonBody`), or an upload was refused before its body was read completely (a 401 to a
 * visitor), so Node closes the socket instead of reading the rest of a huge upload.
 */
export function refusedUnread(request: FastifyRequest, statusCode: number): boolean {
  return abandoned.has(request.raw) || (statusCode >= 400 && request.isMultipart() && !request.raw.complete);
}

/**
 * Stops reading the request body; the reply then closes the connection. For refusals before
 * the body is read (a visitor's upload), so a large body is not received for nothing.
 */
export function abandonBody(request: FastifyRequest): void {
  abandoned.add(request.raw);
  request.raw.unpipe();
  request.raw.pause();
}

/**
 * Reads an upload form (text fields + one file named 'file') while streaming the file, never
 * buffering it in disk mode. The size limit is enforced while streaming: one byte over it (or a
 * Content-Length that cannot fit) stops reading at once, removes the temp file and throws
 * HttpError(413, tooLargeMessage). Malformed multipart or over-long fields: HttpError(400).
 *
 * Clean-up contract: when this throws, nothing is left behind. When it returns a file with a
 * `path`, the caller owns that temp file and must rename it into place or remove it, e.g. with
 * `discardUpload(form)` in a `finally`.
 */
export async function readItemForm(request: FastifyRequest, opts: ItemFormOptions): Promise<ItemForm> {
  if (!request.isMultipart()) throw new HttpError(400, HTTP_MESSAGES.badRequest);
  const declared = Number(request.headers['content-length']);
  if (declared > opts.maxFileBytes + FORM_OVERHEAD) {
    abandonBody(request);
    throw new HttpError(413, opts.tooLargeMessage);
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  let tmpPath: string | undefined;
  /** The file came before the fields `beforeFile` judges: it runs after the body. */
  let checkLater = false;
  // A client that goes away mid-upload must not leave a temp file behind.
  const gone = new AbortController();
  const onClose = () => {
    if (!request.raw.complete) gone.abort();
  };
  request.raw.once('close', onClose);
  try {
    const parts = request.parts({ limits: { ...FIELD_LIMITS, fileSize: opts.maxFileBytes + 1 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw new HttpError(400, HTTP_MESSAGES.badRequest);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || file) throw new HttpError(400, HTTP_MESSAGES.badRequest);
      if (!part.filename) {
        // An empty file input: a nameless, empty part. Drain it and carry on.
        assertOpen(part.file);
        await pipeline(part.file, new Writable({ write: (_c, _e, cb) => cb() }), { signal: gone.signal });
        continue;
      }
      const complete = (opts.fieldsBeforeFile ?? []).every((name) => Object.hasOwn(fields, name));
      const limit = complete ? ((await opts.beforeFile?.(fields, part.filename)) ?? undefined) : undefined;
      file = await receiveFile(part, { ...opts, ...limit }, gone.signal, (p) => (tmpPath = p));
      checkLater = !complete;
    }
    if (checkLater && file) {
      const limit = (await opts.beforeFile?.(fields, file.filename)) ?? undefined;
      if (limit && file.size > limit.maxFileBytes) throw new HttpError(413, limit.tooLargeMessage);
    }
    return { fields, file };
  } catch (error) {
    if (!request.raw.complete) abandonBody(request);
    if (tmpPath) await fs.rm(tmpPath, { force: true });
    throw toHttpError(error, gone.signal.aborted);
  } finally {
    request.raw.off('close', onClose);
  }
}

/** Streams one file part to a fsynced temp file or into memory, metering it on the way. */
async function receiveFile(
  part: MultipartFile,
  opts: ItemFormOptions,
  signal: AbortSignal,
  track: (tmpPath: string) => void,
): Promise<UploadedFile> {
  const meter = new SizeMeter(opts.maxFileBytes, opts.tooLargeMessage);
  if (opts.mode === 'memory') {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        chunks.push(chunk);
        cb();
      },
    });
    assertOpen(part.file);
    await pipeline(part.file, meter, sink, { signal });
    return { filename: part.filename, size: meter.size, buffer: Buffer.concat(chunks), head: meter.head() };
  }
  await fs.mkdir(opts.tmpDir, { recursive: true });
  const tmpPath = opts.tmpPath?.() ?? path.join(opts.tmpDir, `${newId()}.upload`);
  track(tmpPath);
  // Opened before the body flows: a file refused at its first bytes is then already there when
  // the caller removes it (a stream's own open could create it after the removal).
  const handle = await fs.open(tmpPath, 'wx');
  if (part.file.destroyed) await handle.close();
  assertOpen(part.file);
  // flush: fsynced before it closes, so it is durable before the caller commits its row.
  await pipeline(part.file, meter, createWriteStream('', { fd: handle, flush: true }), { signal });
  return { filename: part.filename, size: meter.size, path: tmpPath, head: meter.head() };
}

/**
 * A file stream already destroyed means the body ended inside its part; a pipeline on it would
 * never settle. Checked right before each pipeline, with no await in between.
 */
function assertOpen(stream: NodeJS.ReadableStream & { destroyed?: boolean }): void {
  if (stream.destroyed) throw new HttpError(400, HTTP_MESSAGES.badRequest);
}

/** Removes the temp file of a form, if any (safe to call twice or after a rename). */
export async function discardUpload(form: ItemForm | null | undefined): Promise<void> {
  if (form?.file?.path) await fs.rm(form.file.path, { force: true });
}

const MALFORMED = new Set(['FST_PROTO_VIOLATION', 'FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_FILES_LIMIT']);
/** Busboy's parse errors carry no code, only these messages. */
const BUSBOY_ERROR = /boundary|multipart|part terminated|unexpected end|malformed/i;

function toHttpError(error: unknown, clientGone: boolean): unknown {
  if (error instanceof HttpError) return error;
  if (clientGone) return new HttpError(400, UPLOAD_ABORTED);
  const code = (error as { code?: string } | null)?.code ?? '';
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(413, HTTP_MESSAGES.tooLarge);
  if (MALFORMED.has(code) || (!code && error instanceof Error && BUSBOY_ERROR.test(error.message))) {
    return new HttpError(400, HTTP_MESSAGES.badRequest);
  }
  return error;
}

/** Counts bytes, keeps the first HEAD_BYTES, and fails the stream one byte past the limit. */
class SizeMeter extends Transform {
  size = 0;
  private readonly headChunks: Buffer[] = [];
  private headSize = 0;

  constructor(
    private readonly limit: number,
    private readonly tooLargeMessage: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.limit) return cb(new HttpError(413, this.tooLargeMessage));
    if (this.headSize < HEAD_BYTES) {
      const slice = chunk.subarray(0, HEAD_BYTES - this.headSize);
      this.headChunks.push(Buffer.from(slice));
      this.headSize += slice.length;
    }
    cb(null, chunk);
  }

  head(): Buffer {
    return Buffer.concat(this.headChunks);
  }
}
