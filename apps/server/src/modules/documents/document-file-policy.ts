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

/** How a stored file of this type is served: previewable types inline, the rest as downloads. */
export function filePolicy(mimetype: string): FilePolicy {
  return {
    contentType: mimetype,
    disposition: isPreviewable(mimetype) ? 'inline' : 'attachment',
    csp: SANDBOXED.has(mimetype) || !isPreviewable(mimetype) ? SANDBOXED_FILE_CSP : FILE_CSP,
  };
}
