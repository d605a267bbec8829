import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';

interface Received {
  method?: string;
  contentType?: string;
  body: unknown;
}

/** A third-party application on 127.0.0.1 that records what it is sent. */
function startApplication() {
  const received: Received[] = [];
  let answer = 200;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method, contentType: req.headers['content-type'], body: JSON.parse(body || 'null') });
      if (answer === 302) res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
      else res.writeHead(answer, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  return new Promise<{ url: string; received: Received[]; answer: (status: number) => void; close: () => void }>(
    (resolve) =>
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve({
          url: `http://127.0.0.1:${port}`,
          received,
          answer: (status) => (answer = status),
          close: () => server.close(),
        });
      }),
  );
}

describe.each(ENGINES)('authorising applications on %s', (engine) => {
  let t: TestApp;
  let strict: TestApp;
  let application: Awaited<ReturnType<typeof startApplication>>;
  beforeAll(async () => {
    t = await buildTestApp(engine); // OUTBOUND_ALLOW_PRIVATE=1, as tests need a local app
    strict = await buildTestApp(engine, { OUTBOUND_ALLOW_PRIVATE: '0' });
    application = await startApplication();
  });
  afterAll(async () => {
    application?.close();
    await Promise.all([t?.close(), strict?.close()]);
  });
  beforeEach(() => {
    application.received.length = 0;
    application.answer(200);
  });

  async function signedIn(app: TestApp) {
    const user = await buildUser(app.db.handle.db);
    const client = new TestClient(app.app);
    await signInAs(app.db.handle.db, client, user.id);
    return { user, client };
  }
  const grants = (app: TestApp) => app.db.handle.db.selectFrom('authorisations').selectAll().execute();

  it('POSTs {mail, token} to the application and records the grant', async () => {
    const { user, client } = await signedIn(t);
    const before = (await grants(t)).length;
    const res = await client.post('/api/v1/authorize', {
      url: `${application.url}/api/login`,
      token: 'geheim-123',
      redirect: `${application.url}/fertig`,
    });
    expect(res.json()).toEqual({ status: 'success', message: 'Die Anwendung wurde autorisiert.' });
    expect(application.received).toEqual([
      { method: 'POST', contentType: 'application/json', body: { mail: user.email, token: 'geheim-123' } },
    ]);
    const rows = await grants(t);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ user_id: user.id, app_host: new URL(application.url).host });
  });

  it("accepts the old web client's body, {url, token} without a redirect (SPEC §7)", async () => {
    const { user, client } = await signedIn(t);
    const res = await client.post('/api/v1/authorize', { url: `${application.url}/api/login`, token: 'alt-1' });
    expect(res.json()).toEqual({ status: 'success', message: 'Die Anwendung wurde autorisiert.' });
    expect(application.received).toEqual([
      { method: 'POST', contentType: 'application/json', body: { mail: user.email, token: 'alt-1' } },
    ]);
  });

  it.each([400, 500, 302])('reports an error when the application answers %i', async (status) => {
    application.answer(status);
    const { client } = await signedIn(t);
    const before = (await grants(t)).length;
    const res = await client.post('/api/v1/authorize', {
      url: `${application.url}/api/login`,
      token: 'x',
      redirect: `${application.url}/`,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      status: 'error',
      message:
        'Die Anwendung hat die Autorisierung nicht bestätigt. Bitte versuchen Sie es später erneut oder wenden Sie sich an die Anwendung.',
    });
    // A redirect is not followed: only the one request arrived.
    expect(application.received).toHaveLength(1);
    expect(await grants(t)).toHaveLength(before);
  });

  it('refuses a loopback target unless OUTBOUND_ALLOW_PRIVATE is set', async () => {
    const { client } = await signedIn(strict);
    const res = await client.post('/api/v1/authorize', {
      url: `${application.url}/api/login`,
      token: 'x',
      redirect: `${application.url}/`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Diese Anwendung darf aus Sicherheitsgründen nicht kontaktiert werden.');
    expect(application.received).toHaveLength(0);
  });

  it('checks the host rule on the server, not only in the browser', async () => {
    const { client } = await signedIn(t);
    for (const body of [
      { url: `${application.url}/api/login`, token: 'x', redirect: 'https://andere-seite.example/' },
      { url: 'file:///etc/passwd', token: 'x', redirect: 'file:///etc/passwd' },
      { url: 'javascript:alert(1)', token: 'x', redirect: 'javascript:alert(1)' },
      { url: `${application.url}/api/login`, token: '', redirect: `${application.url}/` },
    ]) {
      const res = await client.post('/api/v1/authorize', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(
        'Dieser Link ist ungültig. Bitte versuchen Sie es mit einem anderen Link oder wenden Sie sich an den Administrator der Website, die Sie hierher geschickt hat.',
      );
    }
    expect(application.received).toHaveLength(0);
  });

  it('requires a signed-in account', async () => {
    const res = await new TestClient(t.app).post('/api/v1/authorize', {
      url: `${application.url}/api/login`,
      token: 'x',
      redirect: `${application.url}/`,
    });
    expect(res.statusCode).toBe(401);
    expect(application.received).toHaveLength(0);
  });
});
