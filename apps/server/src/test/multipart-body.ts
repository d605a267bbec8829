/** A file part of a test's multipart body. */
export interface FilePart {
  name: string;
  content: string | Uint8Array;
  type?: string;
}

export const BOUNDARY = '----lernplattformTestBoundary7MA4YWxk';

export function fieldParts(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
}

export function fileHeader(file: { name: string; type?: string }): string {
  return (
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
    `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`
  );
}

/**
 * A multipart body as a browser's FormData sends it: fields first, then the file, then `after`
 * (the old web client appends an edit's `id` after the file).
 */
export function multipartBody(fields: Record<string, string>, file?: FilePart, after: Record<string, string> = {}) {
  const parts: Buffer[] = [Buffer.from(fieldParts(fields))];
  if (file) parts.push(Buffer.from(fileHeader(file)), Buffer.from(file.content), Buffer.from('\r\n'));
  parts.push(Buffer.from(fieldParts(after)), Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}
