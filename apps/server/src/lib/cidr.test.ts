import { describe, expect, it } from 'vitest';
import { cidrContains, parseAddress, parseCidr } from './cidr';

const contains = (cidr: string, ip: string) => cidrContains(parseCidr(cidr) ?? expect.fail(cidr), ip);

describe('IP networks for the block list', () => {
  it('canonicalises addresses and networks, clearing host bits', () => {
    expect(parseCidr('203.0.113.7')?.text).toBe('203.0.113.7');
    expect(parseCidr('203.0.113.7/24')?.text).toBe('203.0.113.0/24');
    expect(parseCidr(' 2001:DB8:0:0::1 ')?.text).toBe('2001:db8::1');
    expect(parseCidr('2001:db8:ffff::/32')?.text).toBe('2001:db8::/32');
    expect(parseCidr('2001:0:0:1:0:0:0:1')?.text).toBe('2001:0:0:1::1');
    expect(parseCidr('::ffff:198.51.100.7')?.text).toBe('198.51.100.7');
    expect(parseCidr('::ffff:198.51.100.0/120')?.text).toBe('198.51.100.0/24');
    expect(parseCidr('0.0.0.0/0')?.text).toBe('0.0.0.0/0');
  });

  it('refuses what is not an address or network', () => {
    for (const bad of [
      '',
      'localhost',
      '1.2.3',
      '1.2.3.4/33',
      '1.2.3.4/-1',
      '1.2.3.4/8/9',
      '2001:db8::/129',
      '1.2.3.4/x',
    ]) {
      expect(parseCidr(bad), bad).toBeNull();
    }
  });

  it('matches IPv4 and IPv6 clients, also IPv4 seen through a dual-stack socket', () => {
    expect(contains('203.0.113.0/24', '203.0.113.99')).toBe(true);
    expect(contains('203.0.113.0/24', '203.0.114.1')).toBe(false);
    expect(contains('203.0.113.0/24', '::ffff:203.0.113.5')).toBe(true);
    expect(contains('2001:db8::/32', '2001:db8:1234::5')).toBe(true);
    expect(contains('2001:db8::/32', '2001:db9::5')).toBe(false);
    expect(contains('2001:db8::1', '2001:db8::1')).toBe(true);
    expect(contains('10.0.0.0/8', '2001:db8::1')).toBe(false);
    expect(parseAddress('nonsense')).toBeNull();
  });
});
