import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { DOC_FIELDS, type FilePart, multipartBody, tinyPdf, tinyZip } from './documents.test-helpers';

const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/api/v1/account")</script><circle r="4"/></svg>',
);

describe.each(ENGINES)('document files under /dateien on %s', (engine) => {
  let t: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    t = await buildTestApp(engine);
    client = new TestClient(t.app);
    await signInAs(t.db.handle.db, client, (await buildUser(t.db.handle.db)).id);
  });
  afterAll(async () => t.close());

  async function stored(file: FilePart, title: string = DOC_FIELDS.title): Promise<string> {
    const { payload, headers } = multipartBody({ ...DOC_FIELDS, title }, file);
    const res = await client.request({ method: 'POST', url: '/api/v1/documents/new/form', payload, headers });
    expect(res.statusCode, res.body).toBe(200);
    return (await client.get(`/api/v1/documents/data/${res.json().id}`)).json().document.url;
  }
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it.each([
    ['Übungen zur Bruchrechnung', 'Uebungen_zur_Bruchrechnung.pdf'],
    ['Größe & Maß', 'Groesse___Mass.pdf'],
    ['Crème brûlée à la française', 'Creme_brulee_a_la_francaise.pdf'],
    ['Øresund/Ålesund', 'Oresund_Alesund.pdf'],
    ['../../etc/passwd', '__.._etc_passwd.pdf'],
    ['Kapitel 1.2-3 (Teil 2)', 'Kapitel_1.2-3__Teil_2_.pdf'],
    ['日本語のノート', '_______.pdf'],
  ])('serves "%s" as %s', async (title, fileName) => {
    const url = await stored({ name: 'x.pdf', content: tinyPdf() }, title);
    expect(url.endsWith(`/${fileName}`)).toBe(true);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`filename="${fileName}"`);
  });

  it('serves a PDF inline, frameable by the site, without a sandbox (Chromium’s viewer needs that)', async () => {
    const res = await get(await stored({ name: 'x.pdf', content: tinyPdf() }), { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).not.toContain('sandbox');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('sandboxes an SVG with a script, so it can never run on the site', async () => {
    const res = await get(await stored({ name: 'bild.svg', content: SVG_WITH_SCRIPT }));
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['archiv.zip', tinyZip()],
    ['seite.html', Buffer.from('<html><script>alert(1)</script></html>')],
    ['skript.js', Buffer.from('window.pwned = 1;')],
    ['stil.css', Buffer.from('body { display: none }')],
  ])('sends %s as an inert, sandboxed download that no page can run or load', async (name, content) => {
    const res = await get(await stored({ name, content }));
    expect(res.headers['content-type']).toBe('application/octet-stream');
    // The download keeps its extension, so the pupil's computer still knows what it is.
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="[^"]+\\.${name.split('.')[1]}"`),
    );
    expect(res.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers byte ranges, If-Range, ETag revalidation and HEAD', async () => {
    const pdf = tinyPdf();
    const url = await stored({ name: 'x.pdf', content: pdf });
    const full = await get(url);
    expect(full.headers['accept-ranges']).toBe('bytes');
    const etag = String(full.headers.etag);

    const part = await get(url, { range: 'bytes=0-3' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-3/${pdf.length}`);
    expect(part.body).toBe('%PDF');
    const tail = await get(url, { range: 'bytes=-6' });
    expect(tail.body).toBe('%%EOF\n');
    const open = await get(url, { range: `bytes=${pdf.length - 2}-` });
    expect(open.headers['content-length']).toBe('2');
    expect((await get(url, { range: `bytes=${pdf.length}-` })).statusCode).toBe(416);
    expect((await get(url, { range: 'bytes=0-3', 'if-range': etag })).statusCode).toBe(206);
    expect((await get(url, { range: 'bytes=0-3', 'if-range': '"veraltet"' })).statusCode).toBe(200);

    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(pdf.length));
    expect(head.body).toBe('');
  });

  it('never reaches a path outside the documents, nor temp files', async () => {
    const url = await stored({ name: 'x.pdf', content: tinyPdf() });
    const id = url.split('/')[3];
    for (const probe of [
      '/dateien/app.db',
      '/dateien/tmp/x.upload',
      '/dateien/dokumente/..%2F..%2Fapp.db',
      `/dateien/dokumente/${id}/..%2F..%2F..%2Fapp.db`,
      `/dateien/dokumente/..%2F${id}/Zellbiologie_Uebersicht.pdf`,
      '/dateien/dokumente/%2E%2E/%2E%2E',
      '/dateien/../app.db',
    ]) {
      const res = await get(probe);
      expect([302, 404], probe).toContain(res.statusCode);
      expect(res.body, probe).not.toContain('SQLite');
      if (res.statusCode === 302) expect(res.headers.location, probe).toBe(url);
    }
  });
});
