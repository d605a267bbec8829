/** Accepted upload types: mimetype → label shown in capitals. */
export const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/gzip': 'GZ',
  'application/json': 'JSON',
  'application/msword': 'DOC',
  'application/pdf': 'PDF',
  'application/rtf': 'RTF',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.ms-powerpoint': 'PPT',
  'application/vnd.oasis.opendocument.presentation': 'ODP',
  'application/vnd.oasis.opendocument.spreadsheet': 'ODS',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/x-bzip2': 'BZ2',
  'application/x-tar': 'TAR',
  'application/xml': 'XML',
  'application/zip': 'ZIP',
  'audio/mpeg': 'MP3',
  'audio/webm': 'WEBA',
  'font/ttf': 'TTF',
  'font/woff2': 'WOFF2',
  'image/gif': 'GIF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/svg+xml': 'SVG',
  'image/tiff': 'TIFF',
  'image/webp': 'WEBP',
  'image/x-icon': 'ICO',
  'text/css': 'CSS',
  'text/csv': 'CSV',
  'text/html': 'HTML',
  'text/javascript': 'JS',
  'text/plain': 'TXT',
  'video/mp4': 'MP4',
  'video/mpeg': 'MPEG',
  'video/webm': 'WEBM',
};

/** Label → mimetype. */
export const EXTENSIONS_REVERSE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([mime, label]) => [label, mime]),
);

/** Types the browser may show inline in the document preview (SPEC §9). */
export const PREVIEWABLE_MIMETYPES: ReadonlySet<string> = new Set([
  'application/json',
  'application/pdf',
  'application/rtf',
  'application/xml',
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/svg+xml',
  'image/tiff',
  'image/webp',
  'image/x-icon',
  'text/csv',
  'text/plain',
  'video/mp4',
  'video/mpeg',
  'video/webm',
]);

/** Mimetypes of the site's own static assets, so the client can link them. */
export const FILE_TYPES: Readonly<Record<string, string>> = {
  'favicon.svg': 'image/svg+xml',
  'manifest.webmanifest': 'application/manifest+json',
  'logo.svg': 'image/svg+xml',
  'not-found.svg': 'image/svg+xml',
};
