import { describe, expect, it } from 'vitest';
import { expectLinearTime } from '../../test/linear-time';
import { decodeDataUrl, detectImageType, ICON_MAX_BYTES } from './favicon-image';

const bin = (text: string) => Buffer.from(text, 'latin1');

describe('detectImageType', () => {
  it.each([
    [bin('\x89PNG\r\n\x1a\n....'), 'image/png'],
    [bin('\0\0\x01\0\x01\0'), 'image/x-icon'],
    [bin('GIF89a....'), 'image/gif'],
    [bin('\xff\xd8\xff\xe0....'), 'image/jpeg'],
    [bin('RIFF\0\0\0\0WEBPVP8 '), 'image/webp'],
    [
      Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- c --><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x"><svg>'),
      'image/svg+xml',
    ],
    [Buffer.from(' <!----><!-- a --> <!doctype SVG>\n<SVG\txmlns="x"/>'), 'image/svg+xml'],
    [Buffer.from('<!DOCTYPE svg [<!ENTITY a "b">]><svg>'), null],
    [Buffer.from('<!doctype html><html><svg></svg></html>'), null],
    [Buffer.from('<!-- never closed <svg>'), null],
    [Buffer.from('<?xml version="1.0"'), null],
    [Buffer.from('<svgx>'), null],
    [Buffer.from('<svg'), null],
    [Buffer.alloc(0), null],
  ])('%#: %s', (bytes, type) => {
    expect(detectImageType(bytes)).toBe(type);
  });

  // A regular expression took 0.4 s on 26 comments and twice as long for each further one.
  it.each([
    ['empty comments', '<!---->'],
    ['comments and spaces', '<!-- --> '],
    ['doctypes', '<!DOCTYPE svg>'],
    ['unclosed comment openers', '<!--'],
    ['XML declarations', '<?xml ?>'],
  ])('reads a crafted icon in linear time: %s', (_name, unit) =>
    expectLinearTime({ size: 4096, at: (size) => `${unit.repeat(Math.ceil(size / unit.length))}x` }, (t) =>
      detectImageType(Buffer.from(t)),
    ),
  );
});

describe('decodeDataUrl', () => {
  it('decodes base64 and percent-encoded data URLs', () => {
    expect(decodeDataUrl('data:image/png;base64,aGk=')?.toString()).toBe('hi');
    expect(decodeDataUrl('DATA:image/svg+xml;charset=utf-8,%3Csvg%3E')?.toString()).toBe('<svg>');
    expect(decodeDataUrl('data:;BASE64,aGk=')?.toString()).toBe('hi');
    expect(decodeDataUrl('data:,a,b')?.toString()).toBe('a,b');
  });

  it('refuses other URLs, malformed escapes and overlong data', () => {
    expect(decodeDataUrl('/favicon.ico')).toBeNull();
    expect(decodeDataUrl('data:image/png;base64')).toBeNull();
    expect(decodeDataUrl('data:,%E0%A4%A')).toBeNull();
    expect(decodeDataUrl(`data:,${'a'.repeat(ICON_MAX_BYTES * 2)}`)).toBeNull();
  });

  it('reads a crafted href in linear time', () =>
    expectLinearTime({ size: 240_000, at: (size) => `data:${';base64'.repeat(size / 6)}` }, decodeDataUrl));
});
