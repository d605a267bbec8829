import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** What may follow a site's origin in a stored favourite: a path, query, fragment, or the label. */
const AFTER_ORIGIN = ['/', '?', '#', '|'];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** SQL of the favicon proxy: which sites the accounts have as favourites. */
export class FaviconRepository {
  constructor(private readonly db: Db) {}

  /**
   * Whether some account that is not banned has a favourite on one of these origins (lower-case
   * spellings of one site, e.g. `https://xn--zrich-kva.ch` and `https://zürich.ch`).
   * `users.favorites` is JSON text of `"url|label"` strings, so an entry starts after a quote; the
   * character after the origin must end it, so `https://a.ch` does not match `https://a.ch.evil.net`.
   */
  async isFavoriteOrigin(origins: string[]): Promise<boolean> {
    const patterns = origins.flatMap((origin) => AFTER_ORIGIN.map((end) => `%"${escapeLike(origin)}${end}%`));
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('banned', '=', 0)
      .where((eb) => eb.or(patterns.map((p) => sql<boolean>`lower(${sql.ref('favorites')}) like ${p} escape '\\'`)))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
