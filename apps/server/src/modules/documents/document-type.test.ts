import { DOCUMENT_MESSAGES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { looksLikeText, mimetypeOfExtension, resolveDocumentType } from './document-type';

const text = Buffer.from('Hallo, Welt\n');
const binary = Buffer.from([0x00, 0x01, 0x02, 0xff]);

describe('resolveDocumentType', () => {
  it.each([
    ['application/pdf', 'a.pdf', binary, 'application/pdf', 'PDF'],
    ['image/png', 'foto.jpg', binary, 'image/png', 'PNG'],
    ['application/x-cfb', 'alt.doc', binary, 'application/msword', 'DOC'],
    ['application/x-cfb', 'tabelle.XLS', binary, 'application/vnd.ms-excel', 'XLS'],
    [
      'application/zip',
      'brief.docx',
      binary,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'DOCX',
    ],
    ['application/zip', 'archiv', binary, 'application/zip', 'ZIP'],
    ['video/webm', 'ton.weba', binary, 'audio/webm', 'WEBA'],
    ['video/MP2P', 'film.mpg', binary, 'video/mpeg', 'MPEG'],
    ['application/xml', 'grafik.svg', text, 'image/svg+xml', 'SVG'],
    [undefined, 'daten.json', text, 'application/json', 'JSON'],
    [undefined, 'liste.csv', text, 'text/csv', 'CSV'],
    [undefined, 'notizen.md', text, 'text/plain', 'TXT'],
    [undefined, 'ohne-endung', text, 'text/plain', 'TXT'],
  ])('%s named %s → %s', (detected, name, head, mimetype, label) => {
    expect(resolveDocumentType(detected, name, head)).toEqual({ mimetype, label });
  });

  it.each([
    ['application/x-msdownload', 'setup.exe', DOCUMENT_MESSAGES.unsupportedType],
    ['application/x-msdownload', 'setup.pdf', DOCUMENT_MESSAGES.mismatch('pdf')],
    ['application/x-cfb', 'x.txt', DOCUMENT_MESSAGES.mismatch('txt')],
    [undefined, 'x.bin', DOCUMENT_MESSAGES.unsupportedType],
  ])('refuses %s named %s', (detected, name, message) => {
    expect(() => resolveDocumentType(detected, name, binary)).toThrow(message);
  });

  it('refuses text that claims to be a binary format', () => {
    expect(() => resolveDocumentType(undefined, 'bild.png', text)).toThrow(DOCUMENT_MESSAGES.mismatch('png'));
  });

  it('lists every accepted type in the refusal', () => {
    expect(DOCUMENT_MESSAGES.unsupportedType).toContain('GZ, JSON, DOC, PDF');
    expect(DOCUMENT_MESSAGES.unsupportedType).toContain('WEBM.');
  });
});

describe('helpers', () => {
  it('knows extensions and their aliases', () => {
    expect(mimetypeOfExtension('jpeg')).toBe('image/jpeg');
    expect(mimetypeOfExtension('.TIF')).toBe('image/tiff');
    expect(mimetypeOfExtension('exe')).toBeUndefined();
  });
  it('tells text from binary', () => {
    expect(looksLikeText(Buffer.from('Grüezi\r\n\tmitenand\f'))).toBe(true);
    expect(looksLikeText(Buffer.from('a\u0000b'))).toBe(false);
    expect(looksLikeText(Buffer.from([1, 2, 3, 4, 5, 6]))).toBe(false);
  });
});
