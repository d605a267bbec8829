import { createHmac } from 'node:crypto';
import type { Db } from '../../db/connection';
import { sha256Hex } from '../../lib/ids';
import { loadSecret } from '../../lib/secrets';
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

/**
 * Personal unsubscribe links. The token is an HMAC of list and account under a key of the
 * installation, so each mail carries the same token without storing it: the database keeps only
 * its SHA-256, and the link shows no account id (docs/decisions/0013-newsletter-mail.md).
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

  /** The account's link for a list; its hash is stored on first use. */
  async linkFor(userId: string, list: MailList): Promise<string> {
    const token = createHmac('sha256', this.key).update(`${list}:${userId}`).digest('base64url');
    await this.repository.remember(sha256Hex(token), userId, list);
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
