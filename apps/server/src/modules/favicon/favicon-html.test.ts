import { describe, expect, it } from 'vitest';
import { expectLinearTime, type SizedInput } from '../../test/linear-time';
import { findIconLinks } from './favicon-html';

/** What the server reads of a site's page at most (HTML_MAX_BYTES). */
const PAGE_BYTES = 256 * 1024;
const fill = (unit: string, head = '', tail = ''): SizedInput => ({
  size: PAGE_BYTES,
  at: (size) => head + unit.repeat(Math.floor((size - head.length - tail.length) / unit.length)) + tail,
});

describe('findIconLinks', () => {
  it('finds icon links in any attribute style, icons before touch icons, entities decoded', () => {
    const html = `<head>
      <link rel="apple-touch-icon" href="/touch.png">
      <LINK REL='Shortcut Icon' HREF='/a.ico?v=1&amp;x=2'>
      <link href=/b.svg rel=icon type=image/svg+xml>
      <link rel="mask-icon" href="/mask.svg"><link rel="stylesheet" href="/s.css"><link rel="icon">
    </head>`;
    expect(findIconLinks(html)).toEqual(['/a.ico?v=1&x=2', '/b.svg', '/touch.png']);
  });

  it('offers at most four candidates, touch icons only after all icons', () => {
    const links = ['/t.png', '/1.png', '/2.png', '/3.png', '/4.png', '/5.png'].map((href, i) =>
      i === 0 ? `<link rel="apple-touch-icon-precomposed" href="${href}">` : `<link rel="icon" href="${href}">`,
    );
    expect(findIconLinks(`<head>${links.join('')}</head>`)).toEqual(['/1.png', '/2.png', '/3.png', '/4.png']);
  });

  it('reads only the head: links in the body are not the site icon', () => {
    expect(findIconLinks('<html><head><title>x</title></head><link rel=icon href=/late.png>')).toEqual([]);
    expect(findIconLinks('<html><body><link rel=icon href=/late.png></body>')).toEqual([]);
    expect(findIconLinks('<link rel=icon href=/early.png><body><link rel=icon href=/late.png>')).toEqual([
      '/early.png',
    ]);
  });

  it('gives up after a bounded number of tags in a head that never ends', () => {
    const page = fill('<meta name=x>', '<head>', '<link rel=icon href=/late.png>').at(PAGE_BYTES);
    expect(findIconLinks(page)).toEqual([]);
  });

  // Each page is as large as the server reads; the old regular expressions took seconds on the first.
  it.each([
    ['"<link " repeated, never closed', fill('<link ')],
    ['one tag with an unclosed attribute value', fill('a', '<head><link rel="icon" href="')],
    ['one tag with an endless attribute soup', fill(' a=b c="d" e', '<head><link')],
    ['many icon links in the head', fill('<link rel="icon" href="/i.png">', '<head>')],
    ['numeric character references without end', fill('&#x31', '<link rel=icon href="')],
    ['an unclosed comment', fill('<link ', '<head><!--')],
    ['tags opened inside tags', fill('<<a<link<')],
  ])('reads a crafted page in linear time: %s', (_name, page) => expectLinearTime(page, findIconLinks));
});
