// Fault test: answers are written in batches; the server is killed with SIGKILL while learners flood
// it. Every answer it acknowledged must be stored, the counts must agree with the log, and sending
// everything again with the same browser ids (as an offline queue would) must count each answer once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, ENGINES, Harness, itemForm, until } from './faults-fixtures';

const LEARNERS = 20;

describe.each(ENGINES)('SIGKILL during a flood of answers (%s)', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await Harness.create(engine);
  });
  afterAll(async () => h?.dispose());

  it('keeps every acknowledged answer, counted once, also when all are sent again', async () => {
    let server = await h.start();
    const owner = await h.signedInClient();
    const lines = Array.from({ length: 30 }, (_, i) => `Frage ${i}; Antwort ${i}`).join('\n');
    const created = await owner.post(
      server,
      '/api/v1/learnsets/new/form',
      itemForm('Flut', { name: 'f.txt', content: lines }),
    );
    const exercises = (
      (await owner.get(server, `/api/v1/learnsets/data/${created.body.id as string}`)).body.exercises as Array<{
        id_: string;
      }>
    ).map((e) => e.id_);
    const learners: Client[] = [];
    for (let i = 0; i < LEARNERS; i++) learners.push(await h.signedInClient());

    const sent: Array<{ learner: Client; exercise: string; body: object; id: string }> = [];
    const acknowledged = new Set<string>();
    let stop = false;
    const flood = learners.map(async (learner, l) => {
      for (let n = 0; !stop; n++) {
        const id = randomUUID();
        const exercise = exercises[(l + n) % exercises.length] as string;
        const body = { answer: 'x', value: n % 3 !== 0, id, mode: 'learn' };
        sent.push({ learner, exercise, body, id });
        try {
          const res = await learner.post(server, `/api/v1/learnsets/answer/${exercise}`, body);
          if (res.status === 200) acknowledged.add(id);
        } catch {
          return; // the connection died with the server
        }
      }
    });
    await until('400 acknowledged answers', () => (acknowledged.size >= 400 ? true : undefined));
    await server.stop('SIGKILL');
    stop = true;
    await Promise.all(flood);

    server = await h.start();
    const stored = async (id: string) => h.count('answers', 'client_id = ?', [id]);
    for (const id of acknowledged) expect(await stored(id), id).toBe(1);
    // A batch is all or nothing: statistics and memory states agree with the log, learner by learner.
    const agree = async () => {
      for (const learner of learners) {
        const logged = await h.count('answers', 'user_id = ?', [learner.userId]);
        const counted = await h.store.one<{ n: number | string | null }>(
          'select sum(correct + wrong) as n from card_states where user_id = ?',
          [learner.userId],
        );
        const reps = await h.store.one<{ n: number | string | null }>(
          'select sum(reps) as n from card_states where user_id = ?',
          [learner.userId],
        );
        expect(Number(counted?.n ?? 0)).toBe(logged);
        expect(Number(reps?.n ?? 0)).toBe(logged);
      }
    };
    await agree();

    // The offline queue sends everything again: each answer is stored exactly once.
    for (const { learner, exercise, body } of sent) {
      expect((await learner.post(server, `/api/v1/learnsets/answer/${exercise}`, body)).status).toBe(200);
    }
    expect(await h.count('answers')).toBe(sent.length);
    await agree();
  }, 120_000);
});
