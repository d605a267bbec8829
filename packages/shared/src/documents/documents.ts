import { EXTENSIONS, PREVIEWABLE_MIMETYPES } from '../constants/file-types';
import { formatSize } from '../format/size';
import type { Plan } from '../plans/plans';

export type { DocumentCreatedReply } from './created';

/** Every accepted type's label, as the refusal lists them. */
export const ACCEPTED_LABELS: readonly string[] = Object.values(EXTENSIONS);

/** Texts of the document screens and calls (SPEC §2 and §8 verbatim, the rest in the same voice). */
export const DOCUMENT_MESSAGES = {
  signInToUpload: 'Sie müssen angemeldet sein, um Dokumente hochladen zu können.',
  noneFound: 'Es konnten keine Dokumente gefunden werden, die den angegebenen Filterkriterien entsprechen.',
  previewUnavailable:
    'Die Vorschau ist für dieses Dokument nicht verfügbar. Sie können das Dokument immer noch herunterladen.',
  notFound: 'Das Dokument wurde nicht gefunden.',
  uploaded: 'Das Dokument wurde hochgeladen.',
  changed: 'Das Dokument wurde geändert.',
  emptyFile: 'Die Datei ist leer.',
  unsupportedType: `Dieser Dateityp wird nicht unterstützt. Erlaubt sind: ${ACCEPTED_LABELS.join(', ')}.`,
  mismatch: (ext: string) =>
    `Der Inhalt der Datei passt nicht zur Endung .${ext}. Erlaubt sind: ${ACCEPTED_LABELS.join(', ')}.`,
} as const;

/** The refusal of a file over the plan's limit; the form checks it before sending, the server while streaming. */
export function documentTooLargeMessage(plan: Pick<Plan, 'label' | 'maxDocumentBytes'>): string {
  return `Die Datei ist zu gross. Mit dem Plan ${plan.label} sind Dateien bis ${formatSize(plan.maxDocumentBytes)} erlaubt.`;
}

/** The refusal of a file that does not fit into what is left of the account's storage. */
export function storageFullMessage(used: number, quota: number): string {
  return `Ihr Speicherplatz reicht für diese Datei nicht: ${formatSize(used)} von ${formatSize(quota)} sind belegt. Löschen oder ersetzen Sie Dokumente, oder wechseln Sie zu einem Premium-Abo.`;
}

/** Where a stored document file is served. */
export function documentFileUrl(id: string, fileName: string): string {
  return `/dateien/dokumente/${encodeURIComponent(id)}/${encodeURIComponent(fileName)}`;
}

/** SPEC §9: the types the preview may embed. */
export function isPreviewable(mimetype: string): boolean {
  return PREVIEWABLE_MIMETYPES.has(mimetype);
}

/** Other spellings of accepted extensions (the stored file always uses the label's). */
export const EXTENSION_ALIASES: Readonly<Record<string, string>> = {
  jpeg: 'JPG',
  jpe: 'JPG',
  tif: 'TIFF',
  htm: 'HTML',
  mjs: 'JS',
  mpg: 'MPEG',
  text: 'TXT',
};

/** The file chooser's `accept`: every accepted extension with its aliases. */
export const ACCEPT_ATTRIBUTE = [...ACCEPTED_LABELS.map((l) => l.toLowerCase()), ...Object.keys(EXTENSION_ALIASES)]
  .map((e) => `.${e}`)
  .join(',');
