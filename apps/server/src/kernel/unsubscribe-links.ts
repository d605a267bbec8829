import { createHmac } from 'node:crypto';
import type { Db } from '../db/connection';
import { sha256Hex } from '../lib/ids';
import { loadSecret } from '../lib/secrets';
import { type MailList, UnsubscribeRepository } from './unsubscribe.repository';

/** The page behind every unsubscribe link and the one-click POST of RFC 8058 (unsubscribe.routes.ts). */
export const UNSUBSCRIBE_PATH = '/abbestellen';
/** A token is the base64url of an HMAC-SHA-256: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const KEY_NAME = 'unsubscribe-key';

export interface UnsubscribeOptions {
  publicUrl: string;
  /** The mailto: of List-Unsubscribe, when someone reads that mailbox. */
  mailto?: string;
}

/** A link works this long after its mail was sent, and once. */
export const UNSUBSCRIBE_LINK_DAYS = 60;

/**
 * Personal unsubscribe links, one per mailing (docs/decisions/0025-device-cookies-and-single-use-mail-links.md).
 * The token is an HMAC of list, mailing (a newsletter's id, a reminder's day) and account under a
 * key of the installation, so a mail sent again carries the same link; the database keeps only its
 * SHA-256, and the link shows no account id. A link works once and for UNSUBSCRIBE_LINK_DAYS: a
 * link replayed after the pupil chose the mail again changes nothing.
 */
export class UnsubscribeLinks {
  readonly repository: UnsubscribeRepository;

  private constructor(
    db: Db,
    private readonly key: string,
    private readonly opts: UnsubscribeOptions,
  ) {
    this.repository = new UnsubscribeRepository(db);
  }

  /** Loads (or on first use creates) the key shared by every instance. */
  static async create(db: Db, opts: UnsubscribeOptions): Promise<UnsubscribeLinks> {
    return new UnsubscribeLinks(db, await loadSecret(db, KEY_NAME), opts);
  }

  /**
   * The account's link in one mailing of a list; its hash is stored on first use.
   * @param mailing the newsletter's id, or the Zurich day of a reminder
   * @param now when the mail goes out: the link expires UNSUBSCRIBE_LINK_DAYS later
   */
  async linkFor(userId: string, list: MailList, mailing: string, now = new Date()): Promise<string> {
    const token = createHmac('sha256', this.key).update(`${list}:${mailing}:${userId}`).digest('base64url');
    const expires = new Date(now.getTime() + UNSUBSCRIBE_LINK_DAYS * 24 * 3600 * 1000);
    await this.repository.remember({
      token_hash: sha256Hex(token),
      user_id: userId,
      list,
      mailing,
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
    });
    return `${this.opts.publicUrl}${UNSUBSCRIBE_PATH}?t=${token}`;
  }

  /**
   * RFC 2369 and RFC 8058 headers: mail programs offer "abbestellen" and POST to the link
   * themselves (one click, no page, no cookie).
   */
  headers(link: string): Record<string, string> {
    const mailto = this.opts.mailto
      ? `, <mailto:${this.opts.mailto}?subject=${encodeURIComponent('Abbestellen')}>`
      : '';
    return { 'List-Unsubscribe': `<${link}>${mailto}`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  }
}

/** The stored form of a token from a link, or null when it cannot be one. */
export function tokenHashOf(token: unknown): string | null {
  return typeof token === 'string' && TOKEN.test(token) ? sha256Hex(token) : null;
}
