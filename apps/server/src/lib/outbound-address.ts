import net from 'node:net';
import { ipv4ToBigInt, ipv6ToBigInt } from './ip-value';

type Range = readonly [base: bigint, prefix: number, reason: string];

const v4 = (cidr: string, reason: string): Range => {
  const [base = '', prefix = ''] = cidr.split('/');
  return [ipv4ToBigInt(base), Number(prefix), reason];
};
const v6 = (cidr: string, reason: string): Range => {
  const [base = '', prefix = ''] = cidr.split('/');
  return [ipv6ToBigInt(base), Number(prefix), reason];
};

const IPV4_RANGES: Range[] = [
  v4('0.0.0.0/8', 'unspecified'),
  v4('10.0.0.0/8', 'private'),
  v4('100.64.0.0/10', 'shared (CGNAT)'),
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.0.0/16', 'link-local'),
  v4('172.16.0.0/12', 'private'),
  v4('192.0.0.0/24', 'IETF protocol assignment'),
  v4('192.0.2.0/24', 'documentation'),
  v4('192.88.99.0/24', '6to4 relay'),
  v4('192.168.0.0/16', 'private'),
  v4('198.18.0.0/15', 'benchmarking'),
  v4('198.51.100.0/24', 'documentation'),
  v4('203.0.113.0/24', 'documentation'),
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', 'reserved'),
];

// Checked before the global-unicast rule so the common cases get a precise reason.
const IPV6_RANGES: Range[] = [
  v6('::/128', 'unspecified'),
  v6('::1/128', 'loopback'),
  v6('::/96', 'IPv4-compatible'),
  v6('64:ff9b:1::/48', 'local NAT64'),
  v6('100::/64', 'discard-only'),
  v6('fc00::/7', 'private (unique local)'),
  v6('fe80::/10', 'link-local'),
  v6('fec0::/10', 'site-local'),
  v6('ff00::/8', 'multicast'),
  v6('2001::/32', 'Teredo'),
  v6('2001:2::/48', 'benchmarking'),
  v6('2001:10::/28', 'ORCHID'),
  v6('2001:20::/28', 'ORCHID'),
  v6('2001:db8::/32', 'documentation'),
  v6('2002::/16', '6to4'),
  v6('3fff::/20', 'documentation'),
];
const IPV4_MAPPED = v6('::ffff:0:0/96', '');
const NAT64 = v6('64:ff9b::/96', '');
const GLOBAL_UNICAST = v6('2000::/3', '');

function matches(value: bigint, bits: number, [base, prefix]: Range): boolean {
  const shift = BigInt(bits - prefix);
  return value >> shift === base >> shift;
}

function ipv4Reason(value: bigint): string | null {
  return IPV4_RANGES.find((range) => matches(value, 32, range))?.[2] ?? null;
}

/**
 * Why a server-side request must not go to this address (loopback, private, link-local, …), or
 * null when it is public unicast. Anything that is not an IP address is refused too.
 */
export function nonPublicReason(address: string): string | null {
  const text = address.replace(/^\[(.*)\]$/, '$1');
  if (net.isIPv4(text)) return ipv4Reason(ipv4ToBigInt(text));
  if (!net.isIPv6(text)) return 'not an IP address';
  const value = ipv6ToBigInt(text);
  // IPv4 inside IPv6: judged by the IPv4 address it reaches. The well-known NAT64 prefix is how
  // IPv6-only networks reach public IPv4 sites, so it is fine as long as the embedded one is.
  for (const [prefix, label] of [
    [IPV4_MAPPED, 'IPv4-mapped'],
    [NAT64, 'NAT64'],
  ] as const) {
    if (matches(value, 128, prefix)) {
      const reason = ipv4Reason(value & 0xffffffffn);
      return reason && `${label} ${reason}`;
    }
  }
  const reserved = IPV6_RANGES.find((range) => matches(value, 128, range));
  if (reserved) return reserved[2];
  return matches(value, 128, GLOBAL_UNICAST) ? null : 'reserved';
}

/** True when the address is public unicast, the only kind a server-side request may reach. */
export function isPublicAddress(address: string): boolean {
  return nonPublicReason(address) === null;
}
