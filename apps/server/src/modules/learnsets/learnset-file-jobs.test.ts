import { LEARNSET_FILE_MESSAGES as M } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs } from '../../test/factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../../test/test-app';
import { PARSE_TIMEOUT_MESSAGE } from './learnset-file-jobs';
import { multipartBody, testFileJobs, VALID_FIELDS } from './learnsets.test-helpers';

/** About 15 MiB of JSON: 10,000 exercises (Premium's limit) with long answers. */
function bigJsonSet(): Buffer {
  const items = Array.from({ length: 10_000 }, (_, i) => ({
    question: `Frage ${i} ${'q'.repeat(600)}`,
    answer: `Antwort ${i} ${'a'.repeat(600)}`,
    answers: [`Alternative ${i} ${'b'.repeat(300)}`],
  }));
  return Buffer.from(JSON.stringify(items));
}
const small = () => new TextEncoder().encode('Hund; dog\nHaus; house\n');

describe('the parse worker', () => {
  it('answers a job that takes too long in German, and the next job gets a fresh worker', async () => {
    const { pool, jobs } = testFileJobs({ timeoutMs: 5 });
    await expect(jobs.parse('gross.json', bigJsonSet(), 10_000)).rejects.toThrow(PARSE_TIMEOUT_MESSAGE);
    await pool.close();
    const { pool: again } = testFileJobs({ timeoutMs: 5 });
    const { pool: patientPool, jobs: patient } = testFileJobs();
    await expect(patient.parse('a.txt', small(), 10)).resolves.toMatchObject({ ok: true });
    await again.close();
    await patientPool.close();
  });

  it('keeps the parser messages naming the line', async () => {
    const { pool, jobs } = testFileJobs();
    const result = await jobs.parse('a.txt', new TextEncoder().encode('Hund; dog\nohne Trennzeichen\n'), 10);
    expect(result).toEqual({ ok: false, message: M.atLine(2, M.txtMissingSeparator) });
    await pool.close();
  });
});

describe.each(ENGINES)('a large upload does not stall other requests, on %s', (engine) => {
  let t: TestApp;
  let owner: TestClient;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    owner = new TestClient(t.app);
    await signInAs(t.db.handle.db, owner, (await buildUser(t.db.handle.db, { payment: '2999-12-31' })).id);
  });
  afterAll(async () => t.close());

  it('answers the health check quickly while a 15 MiB set is parsed and stored', async () => {
    const { payload, headers } = multipartBody(VALID_FIELDS, { name: 'gross.json', content: bigJsonSet() });
    let done = false;
    const started = Date.now();
    const upload = owner
      .request({ method: 'POST', url: '/api/v1/learnsets/new/form', payload, headers })
      .finally(() => {
        done = true;
      });
    const waits: number[] = [];
    while (!done) {
      const asked = Date.now();
      await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      waits.push(Date.now() - asked);
      await new Promise((r) => setTimeout(r, 5));
    }
    const res = await upload;
    expect(res.statusCode, res.body).toBe(200);
    const took = Date.now() - started;
    // The parse alone takes most of the upload's time; no health check waited for it (a bound
    // relative to the upload, so a busy machine slows both alike).
    expect(waits.length).toBeGreaterThan(3);
    expect(Math.max(...waits), `waits ${waits.join(',')} while the upload took ${took} ms`).toBeLessThan(took / 3);
  });
});
