import { describe, expect, it } from 'vitest';
import { expectLinearGrowth } from '../test/linear-growth';
import { decodeTokenPart, encodeAuthToken, encodeTokenPart, parseAuthToken, parseHttpUrl, sameHost } from './token';

const APP = 'https://app.example.ch/api/authorize';
const BACK = 'https://app.example.ch/fertig?from=lernplattform';

describe('authorisation token', () => {
  it('decodes application URL, secret and redirect URL', () => {
    const result = parseAuthToken(encodeAuthToken(APP, 's3cr3t', BACK));
    expect(result).toEqual({
      ok: true,
      token: { appUrl: APP, secret: 's3cr3t', redirectUrl: BACK, host: 'app.example.ch' },
    });
  });

  it("uses '.' for '+', '-' for '=' and '_' for '/' in the encoded parts", () => {
    // btoa('https://a.ch/?>>') === 'aHR0cHM6Ly9hLmNoLz8+Pg==' and '?' encodes to '/' in '??'.
    expect(encodeTokenPart('https://a.ch/?>>')).toBe('aHR0cHM6Ly9hLmNoLz8.Pg--');
    expect(encodeTokenPart('https://a.ch/???')).toBe('aHR0cHM6Ly9hLmNoLz8_Pw--');
    expect(decodeTokenPart('aHR0cHM6Ly9hLmNoLz8.Pg--')).toBe('https://a.ch/?>>');
  });

  it("finds the split when the URLs' base64 contains '.' (a '+')", () => {
    const app = 'https://a.ch/?>>';
    const back = 'https://a.ch/???>';
    const token = encodeAuthToken(app, 'geheim', back);
    expect(token.split('.').length).toBeGreaterThan(3);
    const result = parseAuthToken(token);
    expect(result.ok && result.token).toMatchObject({ appUrl: app, secret: 'geheim', redirectUrl: back });
  });

  it("keeps a '+' of the URL itself", () => {
    const app = 'https://a.ch/cb?q=a+b&x=~~~';
    const result = parseAuthToken(encodeAuthToken(app, 'k', 'https://a.ch/'));
    expect(result.ok && result.token.appUrl).toBe(app);
  });

  it('refuses a token that can be read two ways instead of guessing', () => {
    // '~' before a 3-byte-aligned 'https://…' encodes to '+' ('.') right before that URL's own
    // base64, so the redirect part also reads as a shorter URL with a longer secret.
    const app = 'https://a.ch/cb';
    const redirect = 'https://a.ch/?~https://a.ch/';
    const token = encodeAuthToken(app, 's', redirect);
    expect(token.endsWith(`.${encodeTokenPart('https://a.ch/')}`)).toBe(true);
    expect(parseAuthToken(token)).toEqual({ ok: false, reason: 'ambiguous' });
    // When the inner URL names another host, that reading breaks the host rule: one reading is left.
    const single = parseAuthToken(encodeAuthToken(app, 's', 'https://a.ch/?~https://b.ch/'));
    expect(single.ok && single.token.redirectUrl).toBe('https://a.ch/?~https://b.ch/');
  });

  it('refuses hosts that differ, other schemes, credentials and garbage', () => {
    expect(parseAuthToken(encodeAuthToken(APP, 'k', 'https://evil.example/'))).toEqual({
      ok: false,
      reason: 'host-mismatch',
    });
    expect(parseAuthToken(encodeAuthToken(APP, 'k', 'https://app.example.ch:8443/')).ok).toBe(false);
    expect(parseAuthToken(encodeAuthToken('javascript:alert(1)//', 'k', BACK)).ok).toBe(false);
    expect(parseAuthToken(encodeAuthToken('https://u:p@app.example.ch/', 'k', BACK)).ok).toBe(false);
    expect(parseAuthToken(`${encodeTokenPart(APP)}..${encodeTokenPart(BACK)}`).ok).toBe(false);
    expect(parseAuthToken('not a token').ok).toBe(false);
    expect(parseAuthToken('a.b.c').ok).toBe(false);
    expect(parseAuthToken('').ok).toBe(false);
    expect(parseAuthToken('.'.repeat(5000)).ok).toBe(false);
  });

  it('stays fast on a token made of dots and valid parts: each head and tail decoded once', async () => {
    const part = encodeTokenPart('https://a.ch/');
    const token = (parts: number) => Array.from({ length: parts }, () => part).join('.');
    const result = parseAuthToken(token(190));
    expect(result.ok && result.token.secret.split('.')).toHaveLength(188);
    // Every pair of a head and a tail is looked at (O(dots²) by design, bounded by MAX_TOKEN_LENGTH):
    // 8× the dots may cost 64× (4× that allowed); decoding each pair anew would cost 512×.
    await expectLinearGrowth(token, 23, parseAuthToken, { growth: 8, maxRatio: 4 * 8 ** 2 });
  });

  it('accepts only absolute http(s) URLs as such', () => {
    expect(parseHttpUrl('https://a.ch/x')?.host).toBe('a.ch');
    expect(parseHttpUrl('HTTP://A.CH')?.host).toBe('a.ch');
    expect(parseHttpUrl('https:a.ch')).toBeNull();
    expect(parseHttpUrl('ftp://a.ch')).toBeNull();
    expect(parseHttpUrl('https://a.ch/\nx')).toBeNull();
    expect(sameHost('https://a.ch/1', 'http://a.ch/2')).toBe(true);
    expect(sameHost('https://a.ch/1', 'https://b.a.ch/2')).toBe(false);
  });
});
