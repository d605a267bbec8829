import { parseCidr } from './cidr';

/**
 * Whom `X-Forwarded-For` is believed from. Only the entries added by our own proxies can be
 * trusted: a client writes whatever it likes into the header, so its left-most entry means
 * nothing. Either the number of proxy hops in front of the server (`1`: the one reverse proxy;
 * the client is the entry that proxy appended) or the proxies' own addresses (the client is the
 * right-most entry not from one of them). `false`: the socket's address, the header is ignored.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Parses `TRUST_PROXY`: unset/0/false, a hop count (`true` counts as 1), or a comma list; null if invalid. */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === 'true') return 1;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  const valid = entries.every((e) => NAMED_RANGES.has(e) || parseCidr(e) !== null);
  return valid && entries.length > 0 ? entries : null;
}

/** As Fastify takes it: a hop count becomes "the first n hops (the socket first) are ours". */
export function trustProxyOption(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
