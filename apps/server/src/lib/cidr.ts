import net from 'node:net';
import { ipv4ToBigInt, ipv6ToBigInt } from './ip-value';

/** An IPv4 or IPv6 network: the base with its host bits cleared and the prefix length. */
export interface Cidr {
  family: 4 | 6;
  base: bigint;
  prefix: number;
  /** Canonical text, e.g. '203.0.113.0/24', '2001:db8::/32', or the bare address for one host. */
  text: string;
}

const BITS = { 4: 32, 6: 128 } as const;

function v4Text(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

/** RFC 5952: lower case, no leading zeros, the longest run of two or more zero groups as '::'. */
function v6Text(value: bigint): string {
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - 16 * i)) & 0xffffn));
  let best = { start: -1, length: 1 };
  for (let i = 0; i < 8;) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

/**
 * An address as family and value; an IPv4-mapped IPv6 address ('::ffff:198.51.100.7', as a
 * dual-stack socket reports IPv4 clients) counts as the IPv4 address it is.
 */
export function ipValue(address: string): { family: 4 | 6; value: bigint } | null {
  const text = address.replace(/^\[(.*)\]$/, '$1').split('%')[0] ?? '';
  if (net.isIPv4(text)) return { family: 4, value: ipv4ToBigInt(text) };
  if (!net.isIPv6(text)) return null;
  const value = ipv6ToBigInt(text);
  if (value >> 32n === 0xffffn) return { family: 4, value: value & 0xffffffffn };
  return { family: 6, value };
}

/** Parses '198.51.100.7', '198.51.100.0/24', '2001:db8::/32' …; null when it is none of these. */
export function parseCidr(input: string): Cidr | null {
  const [address = '', prefixText, extra] = input.trim().split('/');
  if (extra !== undefined) return null;
  const ip = ipValue(address);
  if (!ip) return null;
  const mapped = net.isIPv6(address) && ip.family === 4;
  let prefix = prefixText === undefined ? BITS[ip.family] : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (mapped && prefixText !== undefined) prefix -= 96;
  if (!(prefix >= 0 && prefix <= BITS[ip.family])) return null;
  const hostBits = BigInt(BITS[ip.family] - prefix);
  const base = (ip.value >> hostBits) << hostBits;
  const addressText = ip.family === 4 ? v4Text(base) : v6Text(base);
  const text = prefix === BITS[ip.family] ? addressText : `${addressText}/${prefix}`;
  return { family: ip.family, base, prefix, text };
}

/** True when the address lies in the network. */
export function cidrContains(cidr: Cidr, address: string): boolean {
  const ip = ipValue(address);
  if (!ip || ip.family !== cidr.family) return false;
  const hostBits = BigInt(BITS[cidr.family] - cidr.prefix);
  return ip.value >> hostBits === cidr.base >> hostBits;
}
