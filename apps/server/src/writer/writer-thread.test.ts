import fs from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app';
import { newLogId } from '../lib/ids';
import type { AnswerRecord } from '../modules/learn/answer-batch';
import { WriterThread } from './writer-thread';
import { WRITER_THREAD } from '../entries';
import { ANSWERS_JOB } from '../modules/learn/answer-writer';
import { ACCESS_LOG_JOB } from '../modules/system/access-log.repository';
import { buildUser } from '../test/factories';
import { buildPupilWithSet } from '../modules/learnsets/learnsets.test-helpers';

// SQLite's writer thread on its own; the calls that use it are tested with their routes.
describe('writes on a thread of their own (SQLite)', () => {
  let database: TestDatabase;
  let pupil: Awaited<ReturnType<typeof buildPupilWithSet>>;
  // Enough learners for thousands of answers within the throttle (600 a minute each).
  const learners: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    pupil = await buildPupilWithSet(database.handle.db, 20);
    for (let i = 0; i < 30; i++) learners.push((await buildUser(database.handle.db)).id);
  });
  afterAll(async () => {
    await database.handle.db.destroy();
    await database.drop();
  });

  let n = 0;
  const answer = (exercise = n % 20): AnswerRecord => ({
    id: newLogId(),
    userId: learners[n % learners.length] as string,
    exerciseId: pupil.exercises[exercise] as string,
    answer: `Antwort ${n++}`,
    correct: n % 3 !== 0,
    at: new Date(),
  });
  const logged = async () =>
    Number(
      (
        await database.handle.db
          .selectFrom('answers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a batch before it answers, and the server sees it at once', async () => {
    const thread = new WriterThread(WRITER_THREAD, database.dataDir);
    try {
      const before = await logged();
      expect(
        await thread.write(ANSWERS_JOB, [answer(), answer(), { ...answer(), exerciseId: 'gibt-es-nicht' }]),
      ).toEqual(['recorded', 'recorded', 'unknown exercise']);
      expect(await logged()).toBe(before + 2);
    } finally {
      await thread.close();
    }
  });

  it('appends access-log rows, and writes them apart from the answers handed over with them', async () => {
    const thread = new WriterThread(WRITER_THREAD, database.dataDir);
    try {
      const row = (page: string) => ['hash', new Date().toISOString(), 'Firefox', 1, page] as const;
      const [answers, rows] = await Promise.all([
        thread.write(ANSWERS_JOB, [answer()]),
        thread.write(ACCESS_LOG_JOB, [[...row('/lernsets')], [...row('/dokumente')]]),
      ]);
      expect(answers).toEqual(['recorded']);
      expect(rows).toEqual([null, null]);
      const pages = await database.handle.db.selectFrom('access_log').select('page').orderBy('page').execute();
      expect(pages.map((p) => p.page)).toEqual(['/dokumente', '/lernsets']);
    } finally {
      await thread.close();
    }
  });

  it('keeps the log small under a stream of answers that never pauses', async () => {
    const thread = new WriterThread(WRITER_THREAD, database.dataDir, 0);
    const log = path.join(database.dataDir, 'app.db-wal');
    try {
      // Eight writes always on their way: the thread never waits between two transactions.
      const lanes = Array.from({ length: 8 }, async () => {
        for (let i = 0; i < 150; i++)
          await thread.write(
            ANSWERS_JOB,
            Array.from({ length: 10 }, () => answer()),
          );
      });
      await Promise.all(lanes);
      expect(await logged()).toBeGreaterThanOrEqual(12_000);
      // Without the thread's checkpoints between batches the log grew to about 70 MB here.
      expect(fs.statSync(log).size).toBeLessThan(16 * 1024 * 1024);
    } finally {
      await thread.close();
    }
  });

  it('answers 503 for the batch whose thread died, and starts a new thread for the next', async () => {
    const thread = new WriterThread(WRITER_THREAD, database.dataDir);
    try {
      await thread.write(ANSWERS_JOB, [answer()]);
      const lost = thread.write(ANSWERS_JOB, [answer()]);
      await (thread as unknown as { worker: Worker }).worker.terminate();
      await expect(lost).rejects.toMatchObject({ statusCode: 503 });
      expect(await thread.write(ANSWERS_JOB, [answer()])).toEqual(['recorded']);
    } finally {
      await thread.close();
    }
  });

  it('finishes the batches handed over before it closes', async () => {
    const thread = new WriterThread(WRITER_THREAD, database.dataDir);
    const before = await logged();
    const written = thread.write(ANSWERS_JOB, [answer(), answer()]);
    await thread.close();
    expect(await written).toEqual(['recorded', 'recorded']);
    expect(await logged()).toBe(before + 2);
    await expect(thread.write(ANSWERS_JOB, [answer()])).rejects.toMatchObject({ statusCode: 503 });
  });
});
