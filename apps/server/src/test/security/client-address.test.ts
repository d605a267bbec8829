import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { SIGNIN_FAILURES_PER_IP } from '../../modules/account/account.service';
import { BlockedIpsRepository } from '../../modules/ip-block/blocked-ips.repository';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../test-app';

const BLOCKED = '198.51.100.7';
const PROXY = '127.0.0.1';

describe('the TRUST_PROXY setting', () => {
  const parse = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
  it('takes a hop count, a list of proxy addresses, or nothing', () => {
    expect(parse('1')).toBe(1);
    expect(parse('true')).toBe(1);
    expect(parse('2')).toBe(2);
    expect(parse('0')).toBe(false);
    expect(parse('127.0.0.1, 10.0.0.0/8,loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', 'loopback']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
  it('stops the start on anything else, naming the variable', () => {
    expect(() => parse('ja')).toThrow(/TRUST_PROXY muss die Zahl der Proxys/);
    expect(() => parse('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
  });
});

describe.each(ENGINES)('client addresses behind a proxy on %s', (engine) => {
  const apps: TestApp[] = [];
  const build = async (trust?: string) => {
    const t = await buildTestApp(engine, trust ? { TRUST_PROXY: trust } : {});
    apps.push(t);
    await new BlockedIpsRepository(t.db.handle.db).add(BLOCKED);
    return t;
  };
  const health = (t: TestApp, forwarded: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': forwarded },
    });
  afterAll(async () => Promise.all(apps.map((t) => t.close())));

  describe.each(['1', PROXY])('trusting the proxy as TRUST_PROXY=%s', (trust) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await build(trust);
    });

    it('finds the client in the entry the proxy appended, whatever the client wrote before it', async () => {
      expect((await health(t, BLOCKED)).statusCode).toBe(403);
      const forged = await health(t, `203.0.113.1, 192.0.2.9, ${BLOCKED}`);
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual({ status: 'error', message: 'Ihre Adresse wurde gesperrt.' });
    });

    it('does not let a client pick a blocked or fresh address with a forged left-most entry', async () => {
      expect((await health(t, `${BLOCKED}, 192.0.2.10`)).statusCode).toBe(200);
    });

    it('keeps counting sign-in failures for the real address when the forged entries change', async () => {
      const client = new TestClient(t.app);
      const replies = await Promise.all(
        Array.from({ length: SIGNIN_FAILURES_PER_IP.limit + 1 }, (_, i) =>
          client.request({
            method: 'POST',
            url: '/api/v1/account/signin',
            payload: { email: `niemand_${i}@ksbeispiel.ch`, password: 'falsch-falsch' },
            remoteAddress: PROXY,
            headers: { 'x-forwarded-for': `10.9.${i}.1, 192.0.2.33` },
          }),
        ),
      );
      expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(1);
    });
  });

  it('ignores X-Forwarded-For entirely without TRUST_PROXY', async () => {
    const t = await build();
    expect((await health(t, BLOCKED)).statusCode).toBe(200);
  });
});
