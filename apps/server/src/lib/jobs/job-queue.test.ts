import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES } from '../../test/test-app';
import type { Db } from '../../db/connection';
import { GAVE_UP, JobQueueRepository } from './job-queue.repository';
import { JobRunner } from './job-runner';
import { buildDocument, buildUser } from '../../test/factories';

describe.each(ENGINES)('background jobs (%s)', (engine) => {
  let db: Db;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => drop?.());

  const open = async () => {
    const test = await createTestDatabase(engine);
    db = test.handle.db;
    drop = async () => {
      await test.handle.db.destroy();
      await test.drop();
    };
    return new JobQueueRepository(db);
  };
  const t0 = new Date('2026-11-28T10:00:00Z');

  it('queues a document by trigger when it is made, changed and deleted, once per item', async () => {
    const queue = await open();
    const user = await buildUser(db);
    const doc = await buildDocument(db, user.id);
    const first = await queue.claim(['library-document'], 'a', t0, 60_000);
    expect(first).toMatchObject({ kind: 'library-document', itemId: doc.id, attempts: 1 });
    // Claimed: a second instance finds nothing until the lease ends.
    expect(await queue.claim(['library-document'], 'b', t0, 60_000)).toBeUndefined();
    await db.updateTable('documents').set({ title: 'Neu' }).where('id', '=', doc.id).execute();
    await queue.complete(first!);
    // Changed during the work: it stays queued for the newer state.
    const again = await queue.claim(['library-document'], 'b', t0, 60_000);
    expect(again).toMatchObject({ itemId: doc.id, generation: first!.generation + 1 });
    await queue.complete(again!);
    expect(await queue.claim(['library-document'], 'b', t0, 60_000)).toBeUndefined();
    await db.deleteFrom('documents').where('id', '=', doc.id).execute();
    expect(await queue.claim(['library-document'], 'b', t0, 60_000)).toMatchObject({ itemId: doc.id });
  });

  it("takes a job again when its instance's lease ran out", async () => {
    const queue = await open();
    await queue.enqueue('k', 'x');
    expect(await queue.claim(['k'], 'a', t0, 60_000)).toMatchObject({ attempts: 1 });
    expect(await queue.claim(['k'], 'b', new Date(t0.getTime() + 59_000), 60_000)).toBeUndefined();
    expect(await queue.claim(['k'], 'b', new Date(t0.getTime() + 61_000), 60_000)).toMatchObject({ attempts: 2 });
  });

  it('tries a failing job again later, then gives up and says so in the counts', async () => {
    const queue = await open();
    await queue.enqueue('k', 'x');
    let now = t0;
    const runner = new JobRunner(db, { now: () => now, retryDelaysMs: [1_000] });
    let calls = 0;
    runner.handle('k', async () => {
      calls++;
      throw new Error('kaputt');
    });
    expect(await runner.drain()).toBe(1);
    expect(await runner.drain()).toBe(0);
    now = new Date(t0.getTime() + 2_000);
    expect(await runner.drain()).toBe(1);
    expect(calls).toBe(2);
    const row = await db.selectFrom('jobs').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ run_after: GAVE_UP, last_error: 'kaputt' });
    expect(await queue.counts(now)).toEqual([{ kind: 'k', waiting: 0, running: 0, failed: 1 }]);
    // A new change queues it afresh.
    await queue.enqueue('k', 'x');
    expect(await queue.counts(now)).toEqual([{ kind: 'k', waiting: 1, running: 0, failed: 0 }]);
  });
});
