import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockedIpsRepository } from '../modules/ip-block/blocked-ips.repository';
import { buildTestApp, createTestDatabase, ENGINES, type TestApp, type TestDatabase } from '../test/test-app';
import { ipBlockPlugin } from './ip-block';

describe.each(ENGINES)('block list on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    const blocked = new BlockedIpsRepository(t.db.handle.db);
    await blocked.add('203.0.113.0/24');
    await blocked.add('2001:db8::/32');
  });
  afterAll(async () => t?.close());

  const from = (remoteAddress: string, url: string) => t.app.inject({ method: 'GET', url, remoteAddress });

  it('answers blocked addresses with 403: the envelope for the API, a German page elsewhere', async () => {
    const api = await from('203.0.113.7', '/api/v1/constants');
    expect(api.statusCode).toBe(403);
    expect(api.json()).toEqual({ status: 'error', message: 'Ihre Adresse wurde gesperrt.' });

    const page = await from('2001:db8::42', '/dokumente');
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>Zugriff gesperrt</h1>');
    expect(page.body).toContain('kontakt@ksbeispiel.ch');

    expect((await from('::ffff:203.0.113.9', '/api/v1/health')).statusCode).toBe(403);
  });

  it('lets every other address through', async () => {
    expect((await from('198.51.100.1', '/api/v1/health')).statusCode).toBe(200);
    expect((await from('2001:db9::1', '/api/v1/health')).statusCode).toBe(200);
  });
});

describe('block list refresh', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
  });
  afterAll(async () => {
    await db.handle.db.destroy();
    await db.drop();
  });

  it('picks up changes made elsewhere (another instance, the CLI) within the refresh time', async () => {
    const app = Fastify();
    await app.register(ipBlockPlugin, { db: db.handle.db, contact: 'x@example.ch', refreshMs: 50 });
    app.get('/', async () => 'ok');
    const hit = () => app.inject({ method: 'GET', url: '/', remoteAddress: '198.51.100.20' });
    expect((await hit()).statusCode).toBe(200);

    const blocked = new BlockedIpsRepository(db.handle.db);
    await blocked.add('198.51.100.20');
    await new Promise((r) => setTimeout(r, 80));
    expect((await hit()).statusCode).toBe(403);

    await blocked.remove('198.51.100.20');
    await new Promise((r) => setTimeout(r, 80));
    expect((await hit()).statusCode).toBe(200);
    await app.close();
  });
});
