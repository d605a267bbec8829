import type { OfficeFormat } from './office-text';

/** How a file's text and first page are made, by its stored type. */
export type FileKind =
  | { kind: 'pdf' }
  | { kind: 'office'; format: OfficeFormat }
  | { kind: 'plain' }
  | { kind: 'image' }
  | { kind: 'other' };

const OFFICE: Readonly<Record<string, OfficeFormat>> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};
/** Pictures read by OCR and made small by sharp (SVG is not: it is a program, not a picture). */
const IMAGES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/tiff', 'image/gif']);
/** Text as it is: plain text (Markdown is stored as TXT) and tables of values. */
const PLAIN = new Set(['text/plain', 'text/csv']);

/** The kind of a stored document's file, by the mimetype the upload proved (documents/document-type.ts). */
export function fileKind(mimetype: string, extension: string): FileKind {
  if (mimetype === 'application/pdf') return { kind: 'pdf' };
  const office = OFFICE[mimetype];
  if (office) return { kind: 'office', format: office };
  if (IMAGES.has(mimetype)) return { kind: 'image' };
  if (PLAIN.has(mimetype) || ['md', 'markdown'].includes(extension.toLowerCase())) return { kind: 'plain' };
  return { kind: 'other' };
}
