import { isPreviewable } from '@app/shared';

/**
 * Types a browser would run script in (SVG, HTML, XML with stylesheets, JS) or that have no
 * business running any: served with a CSP sandbox, so an upload never acts on the site's origin.
 * Not PDF: Chromium's PDF viewer refuses to load in a sandboxed document.
 */
const SANDBOXED = new Set(['image/svg+xml', 'text/html', 'application/xml', 'text/javascript', 'application/json']);

/** Passive files: nothing to load from anywhere, framed only by the site's own preview. */
export const FILE_CSP =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
export const SANDBOXED_FILE_CSP = `sandbox; ${FILE_CSP}`;

export interface FilePolicy {
  contentType: string;
  disposition: 'inline' | 'attachment';
  csp: string;
}

/**
 * Every type the preview cannot show is only ever a download: its bytes go out as
 * `application/octet-stream`, which under `nosniff` no browser runs as a script, loads as a
 * stylesheet or starts as a worker, whatever the file contains (an uploaded `.js` included).
 */
export const DOWNLOAD_TYPE = 'application/octet-stream';

/** How a stored file of this type is served: previewable types inline, the rest as inert downloads. */
export function filePolicy(mimetype: string): FilePolicy {
  if (!isPreviewable(mimetype))
    return { contentType: DOWNLOAD_TYPE, disposition: 'attachment', csp: SANDBOXED_FILE_CSP };
  return {
    contentType: mimetype,
    disposition: 'inline',
    csp: SANDBOXED.has(mimetype) ? SANDBOXED_FILE_CSP : FILE_CSP,
  };
}
