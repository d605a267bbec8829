import {
  ACCOUNT_MESSAGES,
  ACCOUNT_TEXTS,
  HTTP_MESSAGES,
  REGISTRATION_CODE_TTL_MS,
  type RegisterRequest,
} from '@app/shared';
import { HttpError } from '../../lib/http-error';
import { newSecret, sha256Hex } from '../../lib/ids';
import { hashPassword, needsRehash } from '../../lib/password';
import type { Throttle, ThrottleRule } from '../../lib/throttle';
import type { Mailer } from '../../mail/mailer';
import type { AppContext } from '../../types';
import { alreadyRegisteredMail, confirmationMail, lockoutMail } from './account.mails';
import type { UserRow } from '../../db/schema';
import { newAccountRow } from './new-account';
import { AccountRepository } from './account.repository';
import type { DeviceCookies } from './device-cookie';
import { SIGNIN_FAILURES_PER_ADDRESS, SignInGuard } from './sign-in-guard';

export { SIGNIN_FAILURES_PER_ADDRESS, SIGNIN_FAILURES_PER_IP } from './sign-in-guard';

export const WRONG_OLD_PASSWORD = 'Ihr altes Passwort ist nicht korrekt.';

const MINUTE = 60_000;
export const REGISTRATIONS_PER_IP: ThrottleRule = { name: 'register-ip', limit: 30, windowMs: 60 * MINUTE };
export const REGISTRATIONS_PER_ADDRESS: ThrottleRule = { name: 'register-mail', limit: 3, windowMs: 60 * MINUTE };

interface PendingPayload {
  name: string;
  class_: string;
  grade: string;
  newsletter: boolean;
  password_hash: string;
}

/** Registration by school e-mail, confirmation, and sign-in. */
export class AccountService {
  readonly accounts: AccountRepository;
  private readonly throttle: Throttle;
  private readonly guard: SignInGuard;

  constructor(
    private readonly ctx: AppContext,
    private readonly mailer: Mailer,
    private readonly devices: DeviceCookies,
    /** A mail that could not be sent outside a request (the lockout notice). */
    private readonly onMailError: (err: unknown) => void = () => {},
  ) {
    this.accounts = new AccountRepository(ctx.db);
    this.throttle = ctx.throttle;
    this.guard = new SignInGuard(this.accounts, this.throttle, devices, (user) => this.tellOfLockout(user));
  }

  /** Stores a pending registration and mails its link; an existing address is told by mail only. */
  async register(input: RegisterRequest, ip: string): Promise<void> {
    const email = input.email.toLowerCase();
    const withinIp = await this.throttle.hit(REGISTRATIONS_PER_IP, ip);
    const withinAddress = await this.throttle.hit(REGISTRATIONS_PER_ADDRESS, email);
    if (!withinIp || !withinAddress) throw new HttpError(429, ACCOUNT_TEXTS.tooManyRegistrations);

    // Hashed in both branches so the answer time does not reveal whether the address exists.
    const passwordHash = await hashPassword(input.password);
    if (await this.accounts.findByEmail(email)) {
      await this.mailer.send(alreadyRegisteredMail(email, `${this.ctx.config.publicUrl}/anmelden`));
      return;
    }
    const code = newSecret();
    const now = new Date();
    const payload: PendingPayload = {
      name: input.name,
      class_: input.class_,
      grade: input.grade,
      newsletter: input.newsletter,
      password_hash: passwordHash,
    };
    await this.accounts.addPending({
      code_hash: sha256Hex(code),
      email,
      payload: JSON.stringify(payload),
      expires_at: new Date(now.getTime() + REGISTRATION_CODE_TTL_MS).toISOString(),
      created_at: now.toISOString(),
    });
    await this.mailer.send(
      confirmationMail(email, input.name, `${this.ctx.config.publicUrl}/registrieren/mail/${code}`),
    );
  }

  /** Creates the account from a mailed code: within 15 minutes, once. */
  async confirm(code: string): Promise<void> {
    const codeHash = sha256Hex(code);
    const pending = await this.accounts.findPending(codeHash);
    if (!pending) throw new HttpError(400, ACCOUNT_TEXTS.codeInvalid);
    if (pending.expires_at <= new Date().toISOString()) {
      await this.accounts.deletePending(codeHash);
      throw new HttpError(400, ACCOUNT_TEXTS.codeExpired);
    }
    const payload = JSON.parse(pending.payload) as PendingPayload;
    const user = newAccountRow({ email: pending.email, ...payload });
    if (!(await this.accounts.createFromPending(codeHash, user))) throw new HttpError(400, ACCOUNT_TEXTS.codeInvalid);
  }

  /**
   * Checks the pair; returns the user id and the browser's device cookie to set. Failures are
   * counted per IP and per address, or per browser when its device cookie knows the account.
   */
  async signIn(
    emailInput: string,
    password: string,
    ip: string,
    device?: string,
    now = new Date(),
  ): Promise<{ userId: string; device: string }> {
    const email = emailInput.trim().toLowerCase();
    const user = await this.guard.check({ email, password, ip, device, now }, ACCOUNT_TEXTS.tooManySignIns);
    if (!user) throw new HttpError(401, ACCOUNT_MESSAGES.signInFailed, 'sign-in failed');
    if (user.banned) throw new HttpError(403, ACCOUNT_TEXTS.banned, 'banned');
    if (needsRehash(user.password_hash)) {
      await this.accounts.update(user.id, { password_hash: await hashPassword(password) });
    }
    return { userId: user.id, device: this.devices.afterSignIn(device, user.id, now) };
  }

  /**
   * A password change: the old password is checked like a sign-in (the same counters, so guesses
   * here and at sign-in add up); afterwards every session of the account ends.
   */
  async changePassword(
    userId: string,
    oldPassword: string,
    newPassword: string,
    ip: string,
    device?: string,
  ): Promise<void> {
    const account = await this.accounts.findById(userId);
    if (!account) throw new HttpError(401, HTTP_MESSAGES.unauthorized, 'not signed in');
    const attempt = { email: account.email, password: oldPassword, ip, device, now: new Date() };
    const user = await this.guard.check(attempt, ACCOUNT_TEXTS.tooManyPasswordChecks);
    if (!user) throw new HttpError(400, WRONG_OLD_PASSWORD);
    await this.accounts.update(userId, { password_hash: await hashPassword(newPassword) });
    // Every session of the account ends, on every instance: whoever knew the old password is out.
    await this.ctx.sessions.endAllOf(userId);
  }

  /** Mails the owner that unknown browsers are locked out; the guesser's request does not wait for it. */
  private tellOfLockout(user: UserRow): void {
    const { limit, windowMs } = SIGNIN_FAILURES_PER_ADDRESS;
    const mail = lockoutMail(
      user.email,
      user.name,
      limit,
      windowMs / MINUTE,
      `${this.ctx.config.publicUrl}/einstellungen`,
    );
    this.mailer.send(mail).catch(this.onMailError);
  }
}
