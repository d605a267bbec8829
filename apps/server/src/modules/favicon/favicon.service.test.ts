import { describe, expect, it } from 'vitest';
import { detectImageType, findIconLinks, letterIcon } from './favicon.service';

describe('findIconLinks', () => {
  it('finds icon links in any attribute style, icons before touch icons', () => {
    const html = `<head>
      <link rel="apple-touch-icon" href="/touch.png">
      <LINK REL='Shortcut Icon' HREF='/a.ico?v=1&amp;x=2'>
      <link href=/b.svg rel=icon type=image/svg+xml>
      <link rel="mask-icon" href="/mask.svg"><link rel="stylesheet" href="/s.css"><link rel="icon">
    </head>`;
    expect(findIconLinks(html)).toEqual(['/a.ico?v=1&x=2', '/b.svg', '/touch.png']);
  });
});

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
    [Buffer.from('<!DOCTYPE svg [<!ENTITY a "b">]><svg>'), null],
    [Buffer.from('<!doctype html><html><svg></svg></html>'), null],
    [Buffer.from('<svgx>'), null],
    [Buffer.alloc(0), null],
  ])('%#: %s', (bytes, type) => {
    expect(detectImageType(bytes)).toBe(type);
  });
});

describe('letterIcon', () => {
  const svg = (host: string) => letterIcon(host).body.toString();
  const hue = (host: string) => /hsl\((\d+),/.exec(svg(host))?.[1];

  it('shows the first letter of the host without www, also for international names', () => {
    expect(svg('www.zürich.ch')).toContain('>Z</text>');
    expect(svg('xn--zrich-kva.ch')).toContain('>Z</text>');
    expect(svg('äpfel.ch')).toContain('>Ä</text>');
  });

  it('takes its colour from the host', () => {
    expect(hue('a.ch')).toBe(hue('a.ch'));
    expect(hue('a.ch')).not.toBe(hue('b.ch'));
  });
});
