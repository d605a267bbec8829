import { describe, expect, it } from 'vitest';
import { letterSource, siteUrl } from './site-address';

describe('siteUrl', () => {
  it.each([
    'https://www.ksbeispiel.ch/start?x=1',
    'http://example.com',
    'https://zürich.ch/',
    'https://example.xn--p1ai/',
    'https://Sub.Example.CH:443/',
  ])('accepts a site address: %s', (raw) => {
    expect(siteUrl(raw, false)).not.toBeNull();
  });

  it.each([
    ['another scheme', 'ftp://example.com/'],
    ['user and password', 'https://user:pass@example.com/'],
    ['a user alone', 'https://user@example.com/'],
    ['another port', 'https://example.com:8443/'],
    ['the other scheme’s port', 'http://example.com:443/'],
    ['an IPv4 literal', 'http://192.168.1.1/'],
    ['an IPv4 literal in decimal', 'http://3232235777/'],
    ['an IPv6 literal', 'http://[::1]/'],
    ['localhost', 'http://localhost/'],
    ['a localhost name', 'http://app.localhost/'],
    ['a name without dot', 'http://intranet/'],
    ['a numeric top-level domain', 'http://example.123x/'],
    ['an overlong URL', `https://example.com/${'a'.repeat(2048)}`],
    ['garbage', '%%%'],
  ])('refuses %s', (_what, raw) => {
    expect(siteUrl(raw, false)).toBeNull();
  });

  it('lets loopback test sites through only when private addresses are allowed (tests)', () => {
    expect(siteUrl('http://127.0.0.1:8123/', true)?.origin).toBe('http://127.0.0.1:8123');
    expect(siteUrl('http://user@127.0.0.1:8123/', true)).toBeNull();
    expect(siteUrl('file:///etc/passwd', true)).toBeNull();
  });
});

describe('letterSource', () => {
  it('is the host of a web address, else the text after its scheme', () => {
    expect(letterSource('https://www.ksbeispiel.ch/x')).toBe('www.ksbeispiel.ch');
    expect(letterSource('http://[::1]:8080/')).toBe('::1');
    expect(letterSource('javascript:alert(1)')).toBe('alert(1)');
    expect(letterSource('%%%')).toBe('%%%');
  });
});
