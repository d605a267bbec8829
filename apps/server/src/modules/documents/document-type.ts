import path from 'node:path';
import { DOCUMENT_MESSAGES, EXTENSION_ALIASES, EXTENSIONS, EXTENSIONS_REVERSE } from '@app/shared';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { HttpError } from '../../lib/http-error';

export interface DocumentType {
  mimetype: string;
  /** Label in capitals ('PDF'); its lower case is the stored file's extension. */
  label: string;
}

const OFFICE_LEGACY = new Set(['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint']);
const ZIP_BASED = new Set([
  'application/zip',
  'application/vnd.oasis.opendocument.presentation',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);
/** What file-type calls the MPEG program and system streams the constants call video/mpeg. */
const DETECTED_ALIASES: Readonly<Record<string, string>> = { 'video/MP1S': 'video/mpeg', 'video/MP2P': 'video/mpeg' };
/** Types without magic bytes: the content must be text, the extension tells which. */
const TEXT_TYPES = new Set([
  'application/json',
  'application/rtf',
  'application/xml',
  'image/svg+xml',
  'text/css',
  'text/csv',
  'text/html',
  'text/javascript',
  'text/plain',
]);

/** The accepted mimetype an extension names ('jpeg' → image/jpeg), if any. */
export function mimetypeOfExtension(extension: string): string | undefined {
  const ext = extension.replace(/^\./, '').toLowerCase();
  const label = EXTENSION_ALIASES[ext] ?? ext.toUpperCase();
  return EXTENSIONS_REVERSE[label];
}

/**
 * Text or binary? Text has no NUL byte and almost no other control characters (tab, line
 * breaks, form feed and ESC are fine). UTF-16 counts as binary: rare for school documents.
 */
export function looksLikeText(head: Buffer): boolean {
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return false;
    if (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d, 0x1b].includes(byte)) control++;
  }
  return control <= head.length / 100;
}

/**
 * Decides a file's type from what its content proves (magic bytes found by file-type) and, where
 * the content cannot tell (text formats, the container of several office formats), from its
 * extension. The browser's claimed mimetype is never consulted.
 */
export function resolveDocumentType(detected: string | undefined, fileName: string, head: Buffer): DocumentType {
  const ext = path.extname(fileName).slice(1).toLowerCase();
  const claimed = ext ? mimetypeOfExtension(ext) : undefined;
  const refuse = () =>
    new HttpError(415, claimed ? DOCUMENT_MESSAGES.mismatch(ext) : DOCUMENT_MESSAGES.unsupportedType);
  let mimetype: string | undefined;
  const detectedMime = detected && (DETECTED_ALIASES[detected] ?? detected);
  if (detectedMime) {
    if (detectedMime === 'application/x-cfb') mimetype = claimed && OFFICE_LEGACY.has(claimed) ? claimed : undefined;
    else if (detectedMime === 'application/zip' && claimed && ZIP_BASED.has(claimed)) mimetype = claimed;
    else if (detectedMime === 'video/webm' && claimed === 'audio/webm') mimetype = claimed;
    // An SVG or XHTML file with an XML prolog is still what its extension says.
    else if (detectedMime === 'application/xml' && claimed && TEXT_TYPES.has(claimed)) mimetype = claimed;
    else if (Object.hasOwn(EXTENSIONS, detectedMime)) mimetype = detectedMime;
    if (!mimetype) throw refuse();
  } else {
    if (!looksLikeText(head)) throw refuse();
    if (claimed && !TEXT_TYPES.has(claimed)) throw refuse();
    // Text with an unknown extension (.md, .py, none) is plain text.
    mimetype = claimed ?? 'text/plain';
  }
  return { mimetype, label: EXTENSIONS[mimetype] as string };
}

/** The type of an uploaded file on disk or in memory, from its content first. */
export async function detectDocumentType(file: {
  filename: string;
  path?: string;
  buffer?: Buffer;
  head: Buffer;
}): Promise<DocumentType> {
  // From the file itself: office formats are only told apart deep inside their zip container.
  const detected = file.path ? await fileTypeFromFile(file.path) : await fileTypeFromBuffer(file.buffer ?? file.head);
  return resolveDocumentType(detected?.mime, file.filename, file.head);
}
