import net from 'node:net';
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** An IPv4 or IPv6 network (ipaddr.js does the parsing and matching). */
export interface Cidr {
  range: [Address, number];
  /** Canonical text, e.g. '203.0.113.0/24', '2001:db8::/32', or the bare address for one host. */
  text: string;
}

/**
 * An address as ipaddr.js reads it, '[…]' and a zone id allowed; an IPv4-mapped IPv6 address
 * ('::ffff:198.51.100.7', as a dual-stack socket reports IPv4 clients) counts as the IPv4 address
 * it is. Null for anything that is not an address.
 */
export function parseAddress(text: string): Address | null {
  const bare = (text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text).split('%')[0] ?? '';
  // Node's strict check first: ipaddr.js also takes legacy forms such as '1.2.3'.
  if (net.isIP(bare) === 0) return null;
  return ipaddr.process(bare);
}

const textOf = (address: Address) =>
  address.kind() === 'ipv6' ? (address as ipaddr.IPv6).toRFC5952String() : address.toString();

/** Parses '198.51.100.7', '198.51.100.0/24', '2001:db8::/32' …; null when it is none of these. */
export function parseCidr(input: string): Cidr | null {
  const [addressText = '', prefixText, extra] = input.trim().split('/');
  if (extra !== undefined) return null;
  const parsed = parseAddress(addressText);
  if (!parsed) return null;
  const bits = parsed.kind() === 'ipv4' ? 32 : 128;
  const mapped = parsed.kind() === 'ipv4' && addressText.includes(':');
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText) - (mapped ? 96 : 0);
  if (!(prefix >= 0 && prefix <= bits)) return null;
  const network = ipaddr.parseCIDR(`${parsed.toString()}/${prefix}`);
  const base =
    parsed.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${parsed}/${prefix}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${parsed}/${prefix}`);
  return { range: [base, network[1]], text: prefix === bits ? textOf(base) : `${textOf(base)}/${prefix}` };
}

/** True when the address lies in the network. */
export function cidrContains(cidr: Cidr, address: string): boolean {
  const parsed = parseAddress(address);
  return parsed !== null && parsed.kind() === cidr.range[0].kind() && parsed.match(cidr.range);
}
