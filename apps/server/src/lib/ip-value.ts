// Address arithmetic shared by the SSRF guard and the operator's block list.

/** The 32-bit value of a dotted-quad IPv4 address. */
export function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

/** The 128-bit value of an IPv6 address; an embedded dotted quad and a zone id are allowed. */
export function ipv6ToBigInt(address: string): bigint {
  let text = address.split('%')[0] ?? '';
  // Only at the start of a digit run, so a long run of digits is not rescanned from every position.
  const quad = /(?<!\d)(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (quad) {
    const v4 = ipv4ToBigInt(quad);
    text = `${text.slice(0, -quad.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((acc, group) => (acc << 16n) | BigInt(parseInt(group, 16)), 0n);
}
