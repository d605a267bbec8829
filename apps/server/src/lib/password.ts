import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const pbkdf2Async = promisify(pbkdf2);

/** About 100 ms on the reference machine (2 × EPYC); raise with the hardware. */
export const PBKDF2_ITERATIONS = 90_000;
const DIGEST = 'sha3-512';
const KEY_BYTES = 64;

/**
 * `pbkdf2-sha3-512$<iterations>$<salt>$<hash>` (base64): the format names algorithm and
 * iterations, so stored hashes stay verifiable after the count is raised. Runs on libuv's
 * thread pool, never on the event loop.
 */
export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = randomBytes(16);
  const hash = await pbkdf2Async(password.normalize('NFC'), salt, iterations, KEY_BYTES, DIGEST);
  return `pbkdf2-${DIGEST}$${iterations}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterations, salt, hash] = stored.split('$');
  if (algorithm !== `pbkdf2-${DIGEST}` || !iterations || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await pbkdf2Async(
    password.normalize('NFC'),
    Buffer.from(salt, 'base64'),
    Number(iterations),
    expected.length,
    DIGEST,
  );
  return timingSafeEqual(actual, expected);
}

/** True when the stored hash uses fewer iterations than today's: rehash at next sign-in. */
export function needsRehash(stored: string): boolean {
  return Number(stored.split('$')[1] ?? 0) < PBKDF2_ITERATIONS;
}

/** Spends the same time as a real check, so unknown addresses are not revealed by timing. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(password, await dummyHash);
}
