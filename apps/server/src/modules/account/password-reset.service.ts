import {
  PASSWORD_RESET_PATH,
  PASSWORD_RESET_TEXTS,
  PASSWORD_RESET_TTL_MS,
  type PasswordResetConfirm,
} from '@app/shared';
import { HttpError } from '../../lib/http-error';
import { newSecret, sha256Hex } from '../../lib/ids';
import { burnPasswordCheck, hashPassword } from '../../lib/password';
import type { Throttle, ThrottleRule } from '../../lib/throttle';
import type { Mailer } from '../../mail/mailer';
import type { AppContext } from '../../types';
import { passwordResetMail } from './account.mails';
import { AccountRepository } from './account.repository';
import { PasswordResetRepository } from './password-reset.repository';

const MINUTE = 60_000;
/** Requests per typed address: counted for unknown addresses too, so a 429 reveals nothing. */
export const PASSWORD_RESETS_PER_ADDRESS: ThrottleRule = { name: 'reset-mail', limit: 3, windowMs: 60 * MINUTE };
/** Mails per account, however its address was typed. */
export const PASSWORD_RESETS_PER_ACCOUNT: ThrottleRule = { name: 'reset-account', limit: 3, windowMs: 60 * MINUTE };

/**
 * 'Passwort vergessen?': mails a link to an account's address that sets a new password once,
 * within 15 minutes, and ends every session of the account. Only the token's SHA-256 is stored.
 * The sign-in lockout of unknown browsers (device cookies, counters) is left as it is.
 */
export class PasswordResetService {
  private readonly accounts: AccountRepository;
  private readonly resets: PasswordResetRepository;

  constructor(
    private readonly ctx: AppContext,
    private readonly mailer: Mailer,
    private readonly throttle: Throttle,
    /** A mail that could not be sent: the request has already been answered. */
    private readonly onMailError: (err: unknown) => void = () => {},
    /** The clock; tests pass their own. */
    private readonly now: () => Date = () => new Date(),
  ) {
    this.accounts = new AccountRepository(ctx.db);
    this.resets = new PasswordResetRepository(ctx.db);
  }

  /**
   * Mails a link if the address has an account; the caller replies the same either way. The mail
   * is not waited for, so the reply's time does not depend on whether one was sent.
   */
  async request(emailInput: string): Promise<void> {
    const email = emailInput.trim().toLowerCase();
    if (!(await this.throttle.hit(PASSWORD_RESETS_PER_ADDRESS, email))) {
      throw new HttpError(429, PASSWORD_RESET_TEXTS.tooMany);
    }
    const user = await this.accounts.findByEmail(email);
    const now = this.now();
    if (!user || user.banned) {
      await this.resets.sweep(now.toISOString());
      return;
    }
    if (!(await this.throttle.hit(PASSWORD_RESETS_PER_ACCOUNT, user.id))) {
      throw new HttpError(429, PASSWORD_RESET_TEXTS.tooMany);
    }
    const token = newSecret();
    await this.resets.add(
      {
        token_hash: sha256Hex(token),
        user_id: user.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + PASSWORD_RESET_TTL_MS).toISOString(),
      },
      now.toISOString(),
    );
    const link = `${this.ctx.config.publicUrl}${PASSWORD_RESET_PATH}/${token}`;
    this.mailer
      .send(passwordResetMail(user.email, user.name, link, PASSWORD_RESET_TTL_MS / MINUTE))
      .catch(this.onMailError);
  }

  /** Sets the new password with a mailed token: within 15 minutes, once; ends every session. */
  async confirm({ token, password }: PasswordResetConfirm): Promise<void> {
    const tokenHash = sha256Hex(token);
    const now = this.now().toISOString();
    const reset = await this.resets.find(tokenHash);
    if (!reset) {
      // As slow as a real change: the answer time does not tell a guessed token from a live one.
      await burnPasswordCheck(password);
      throw new HttpError(400, PASSWORD_RESET_TEXTS.invalid);
    }
    if (reset.expires_at <= now) {
      await this.resets.remove(tokenHash);
      throw new HttpError(400, PASSWORD_RESET_TEXTS.expired);
    }
    const passwordHash = await hashPassword(password);
    if (!(await this.resets.consume(tokenHash, now, passwordHash))) {
      throw new HttpError(400, PASSWORD_RESET_TEXTS.invalid);
    }
  }
}
