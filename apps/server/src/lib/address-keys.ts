import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { addDays, toZurichDay, zurichStartOfDay } from '@app/shared';
import type { Redis } from 'ioredis';
import { boundedMemo } from './memo';

/**
 * Where the key of a day's address hashes is kept: never in the database nor in its backups, and
 * discarded once the day is over, so a leaked database cannot turn a hash back into an address and
 * the rows of two days cannot be linked (docs/decisions/0026-privacy-against-the-own-database.md).
 */
export interface DailyKeyStore {
  /** The key of a Zurich day 'YYYY-MM-DD', made by the first instance that asks; earlier days' keys go. */
  keyOf(day: string): Promise<string>;
}

const newKey = () => randomBytes(32).toString('hex');
const KEY_FILE = /^address-(\d{4}-\d{2}-\d{2})\.key$/;

/**
 * The keys as files in a folder of DATA_DIR (`keys/`, which backups leave out): shared by the
 * instances that share DATA_DIR, readable by the server's user only.
 */
export class FileDailyKeys implements DailyKeyStore {
  constructor(private readonly dir: string) {}

  async keyOf(day: string): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const file = path.join(this.dir, `address-${day}.key`);
    const key = (await readKey(file)) ?? (await this.create(file));
    for (const name of await fs.readdir(this.dir)) {
      const older = KEY_FILE.exec(name)?.[1];
      if (older !== undefined && older < day) await fs.rm(path.join(this.dir, name), { force: true });
    }
    return key;
  }

  /** Written aside and linked into place: two instances at midnight agree on the first one's key. */
  private async create(file: string): Promise<string> {
    const aside = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(aside, newKey(), { mode: 0o600 });
    try {
      await fs.link(aside, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      await fs.rm(aside, { force: true });
    }
    return (await readKey(file)) as string;
  }
}

async function readKey(file: string): Promise<string | undefined> {
  try {
    return (await fs.readFile(file, 'utf8')).trim() || undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * The keys in Redis (REDIS_URL), in memory only: each expires when its day ends, and the day
 * before's is deleted when the new one is made. Should Redis fail, the files take over.
 */
export class RedisDailyKeys implements DailyKeyStore {
  constructor(
    private readonly redis: Redis,
    private readonly fallback: DailyKeyStore,
    private readonly onError: (err: unknown) => void = () => {},
    private readonly prefix = 'address-key',
  ) {}

  async keyOf(day: string): Promise<string> {
    try {
      const name = `${this.prefix}:${day}`;
      const candidate = newKey();
      const results = await this.redis
        .multi()
        .set(name, candidate, 'PXAT', zurichStartOfDay(addDays(day, 1)).getTime(), 'NX')
        .get(name)
        .del(`${this.prefix}:${addDays(day, -1)}`)
        .exec();
      const stored = results?.[1]?.[1];
      // Null only when the day has already ended (an instance whose clock lags): its key lives no longer.
      return typeof stored === 'string' ? stored : candidate;
    } catch (err) {
      this.onError(err);
      return this.fallback.keyOf(day);
    }
  }
}

/** HMAC-SHA3-256 of a client address under a day's key (the privacy statement's SHA3-256 hash). */
export function addressHash(key: string, address: string): string {
  return createHmac('sha3-256', key).update(address).digest('hex');
}

/** The address hashes of the current day: one key look-up a day, each address hashed once a day. */
export class AddressHashes {
  private day = '';
  private hash: (address: string) => string = () => '';

  constructor(
    private readonly keys: DailyKeyStore,
    /** The clock; tests pass their own. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The hashing function of today. */
  async today(): Promise<(address: string) => string> {
    const day = toZurichDay(this.now());
    if (day !== this.day) {
      const key = await this.keys.keyOf(day);
      // A school's pupils come from a few addresses; the memo is new each day, as the key is.
      this.hash = boundedMemo((address) => addressHash(key, address));
      this.day = day;
    }
    return this.hash;
  }
}
