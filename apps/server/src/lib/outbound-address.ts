import net from 'node:net';
import ipaddr from 'ipaddr.js';

type Range<A> = readonly [network: [A, number], reason: string];

const v4 = (cidr: string, reason: string): Range<ipaddr.IPv4> => [ipaddr.IPv4.parseCIDR(cidr), reason];
const v6 = (cidr: string, reason: string): Range<ipaddr.IPv6> => [ipaddr.IPv6.parseCIDR(cidr), reason];

const IPV4_RANGES: Range<ipaddr.IPv4>[] = [
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
const IPV6_RANGES: Range<ipaddr.IPv6>[] = [
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

/**
 * ipaddr.js reads '::a.b.c.d' as IPv4-mapped ('::ffff:a.b.c.d'); with the dotted quad written as
 * two hex groups it reads exactly what was written, so IPv4-compatible stays what it is.
 */
function parseIPv6(text: string): ipaddr.IPv6 {
  const colon = text.lastIndexOf(':');
  if (!text.includes('.', colon)) return ipaddr.IPv6.parse(text);
  const [a = 0, b = 0, c = 0, d = 0] = ipaddr.IPv4.parse(text.slice(colon + 1)).toByteArray();
  return ipaddr.IPv6.parse(`${text.slice(0, colon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`);
}

function ipv4Reason(address: ipaddr.IPv4): string | null {
  return IPV4_RANGES.find(([network]) => address.match(network))?.[1] ?? null;
}

/**
 * Why a server-side request must not go to this address (loopback, private, link-local, …), or
 * null when it is public unicast. Anything that is not an IP address is refused too.
 */
export function nonPublicReason(address: string): string | null {
  const text = (address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address).split('%')[0] ?? '';
  if (net.isIPv4(text)) return ipv4Reason(ipaddr.IPv4.parse(text));
  if (!net.isIPv6(text)) return 'not an IP address';
  const value = parseIPv6(text);
  // IPv4 inside IPv6: judged by the IPv4 address it reaches. The well-known NAT64 prefix is how
  // IPv6-only networks reach public IPv4 sites, so it is fine as long as the embedded one is.
  for (const [[network], label] of [
    [IPV4_MAPPED, 'IPv4-mapped'],
    [NAT64, 'NAT64'],
  ] as const) {
    if (value.match(network)) {
      const reason = ipv4Reason(ipaddr.fromByteArray(value.toByteArray().slice(12)) as ipaddr.IPv4);
      return reason && `${label} ${reason}`;
    }
  }
  const reserved = IPV6_RANGES.find(([network]) => value.match(network));
  if (reserved) return reserved[1];
  return value.match(GLOBAL_UNICAST[0]) ? null : 'reserved';
}

/** True when the address is public unicast, the only kind a server-side request may reach. */
export function isPublicAddress(address: string): boolean {
  return nonPublicReason(address) === null;
}
