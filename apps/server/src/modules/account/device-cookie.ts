import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_PREFIX } from '@app/shared';
import type { Db } from '../../db/connection';
import { newId } from '../../lib/ids';
import { DEVICE_COOKIE_KEY, loadSecret } from '../../lib/secrets';

/** The cookie that names the accounts signed in from this browser before (OWASP's device cookie). */
export const DEVICE_COOKIE = 'device';
/** Only the calls that check a password read it. */
export const DEVICE_COOKIE_PATH = `${API_PREFIX}/account`;
/** A browser stays known this long after its last sign-in to the account. */
export const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
/** Accounts one browser remembers (brothers and sisters on one computer); the oldest goes first. */
const MAX_ENTRIES = 4;
/** Longer values are not read: a made-up cookie costs no more than a real one. */
const MAX_VALUE_LENGTH = 1024;

/** One account's entry in the cookie: which account, which browser, since when. */
export interface KnownDevice {
  userId: string;
  /** Random per sign-in: the subject of this browser's own failure counter. */
  deviceId: string;
  issuedAt: number;
}

/**
 * Device cookies (docs/decisions/0025-device-cookies-and-single-use-mail-links.md): after a
 * successful sign-in the browser gets an entry `account.device.time.signature`, the signature an
 * HMAC-SHA-256 under a key of the installation. A browser showing a valid entry for the account is
 * judged by its own failure counter, so a stranger's guesses that lock the account for unknown
 * browsers do not lock the pupil out. The cookie grants nothing else: no session, no skipped check.
 */
export class DeviceCookies {
  constructor(private readonly key: string) {}

  /** With the key shared by every instance. */
  static async open(db: Db): Promise<DeviceCookies> {
    return new DeviceCookies(await loadSecret(db, DEVICE_COOKIE_KEY));
  }

  /** This browser's valid, unexpired entry for the account, if it has one. */
  knownFor(value: string | undefined, userId: string, now: Date): KnownDevice | undefined {
    return this.entries(value, now).find((entry) => entry.userId === userId);
  }

  /** The cookie's value after a sign-in to the account: a fresh entry first, the other accounts' kept. */
  afterSignIn(value: string | undefined, userId: string, now: Date): string {
    const fresh = { userId, deviceId: newId(), issuedAt: now.getTime() };
    const others = this.entries(value, now).filter((entry) => entry.userId !== userId);
    return [fresh, ...others]
      .slice(0, MAX_ENTRIES)
      .map((entry) => this.format(entry))
      .join('~');
  }

  private entries(value: string | undefined, now: Date): KnownDevice[] {
    if (!value || value.length > MAX_VALUE_LENGTH) return [];
    const known: KnownDevice[] = [];
    for (const text of value.split('~').slice(0, MAX_ENTRIES)) {
      const [userId = '', deviceId = '', issued = '', signature = '', ...rest] = text.split('.');
      if (rest.length > 0 || !this.signed(`${userId}.${deviceId}.${issued}`, signature)) continue;
      const issuedAt = parseInt(issued, 36);
      if (issuedAt <= now.getTime() && now.getTime() - issuedAt < DEVICE_COOKIE_MAX_AGE_MS) {
        known.push({ userId, deviceId, issuedAt });
      }
    }
    return known;
  }

  private format({ userId, deviceId, issuedAt }: KnownDevice): string {
    const body = `${userId}.${deviceId}.${issuedAt.toString(36)}`;
    return `${body}.${this.signature(body)}`;
  }

  private signature(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  private signed(body: string, signature: string): boolean {
    const expected = Buffer.from(this.signature(body));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
