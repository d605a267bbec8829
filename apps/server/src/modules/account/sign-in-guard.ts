import { HttpError } from '../../lib/http-error';
import { burnPasswordCheck, verifyPassword } from '../../lib/password';
import type { Throttle, ThrottleRule } from '../../lib/throttle';
import type { UserRow } from '../../db/schema';
import type { AccountRepository } from './account.repository';
import type { DeviceCookies } from './device-cookie';

const MINUTE = 60_000;
/** A school shares one address behind NAT: the per-IP limits are generous, the per-account ones tight. */
export const SIGNIN_FAILURES_PER_IP: ThrottleRule = { name: 'signin-ip', limit: 50, windowMs: 15 * MINUTE };
/** Guesses at one account from browsers that never signed in to it: the lockout strangers can cause. */
export const SIGNIN_FAILURES_PER_ADDRESS: ThrottleRule = { name: 'signin-mail', limit: 8, windowMs: 15 * MINUTE };
/** Guesses from one browser that signed in to the account before (its device cookie). */
export const SIGNIN_FAILURES_PER_DEVICE: ThrottleRule = { name: 'signin-device', limit: 8, windowMs: 15 * MINUTE };

/** One password check: at sign-in or before a password change. */
export interface PasswordAttempt {
  email: string;
  password: string;
  ip: string;
  /** The request's device cookie, if it sent one. */
  device?: string;
  now: Date;
}

/**
 * The throttled password check (docs/decisions/0025-device-cookies-and-single-use-mail-links.md).
 * A browser with a valid device cookie for the account is judged by its own counter only; every
 * other attempt counts per IP and against the account's lockout for unknown browsers, whose start
 * is told to the account's owner once.
 */
export class SignInGuard {
  constructor(
    private readonly accounts: AccountRepository,
    private readonly throttle: Throttle,
    private readonly devices: DeviceCookies,
    /** Called when wrong passwords from unknown browsers have just locked the account. */
    private readonly onLockout: (user: UserRow) => void,
  ) {}

  /**
   * The account when the password is right, else undefined; 429 with `tooMany` beyond a limit. The
   * attempt is reserved on its counters before the ~100 ms check and given back when it succeeds,
   * so a parallel burst of guesses gets no further than the limit allows.
   */
  async check(attempt: PasswordAttempt, tooMany: string): Promise<UserRow | undefined> {
    const { email, password, ip, now } = attempt;
    const user = await this.accounts.findByEmail(email);
    const known = user && this.devices.knownFor(attempt.device, user.id, now);
    const [rule, subject] = known
      ? [SIGNIN_FAILURES_PER_DEVICE, `${known.userId}:${known.deviceId}`]
      : [SIGNIN_FAILURES_PER_ADDRESS, email];
    // A known browser cannot be multiplied (only a sign-in makes one): its own counter bounds it,
    // so a stranger filling a school's shared address cannot lock it out either.
    const withinIp = known ? true : await this.throttle.hit(SIGNIN_FAILURES_PER_IP, ip);
    const attempts = await this.throttle.count(rule, subject);
    if (!withinIp || attempts > rule.limit) throw new HttpError(429, tooMany);
    const ok = user ? await verifyPassword(password, user.password_hash) : (await burnPasswordCheck(password), false);
    if (!user || !ok) {
      // Exactly one attempt sees the count reach the limit: one mail per lockout, however many guesses follow.
      if (user && !known && attempts === rule.limit) this.onLockout(user);
      return undefined;
    }
    if (!known) await this.throttle.release(SIGNIN_FAILURES_PER_IP, ip);
    await this.throttle.reset(rule, subject);
    return user;
  }
}
