// Fault test: the production build is killed with SIGKILL at several moments of a learning-set
// edit (100 → 10,000 exercises and back); after each restart the set must be wholly the old or
// wholly the new version, with the statistics of the exercises both share. Harness: ./faults-fixtures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, Harness, itemForm, sleep } from './faults-fixtures';

// ---------------------------------------------------------------------------------------------

interface ExerciseJson {
  id_: string;
  question: string;
  answer: string;
}
interface SetVersion {
  title: string;
  lines: [string, string][];
}

/** The old version: 100 exercises. The new one: 10,000, of which the first 50 pairs are the old ones. */
const OLD: SetVersion = {
  title: 'Version Alt',
  lines: Array.from({ length: 100 }, (_, i) => [`Frage ${i}`, `Antwort ${i}`]),
};
const NEW: SetVersion = {
  title: 'Version Neu',
  lines: [
    ...OLD.lines.slice(0, 50),
    ...Array.from({ length: 9950 }, (_, i): [string, string] => [`Wort ${i}`, `word ${i}`]),
  ],
};
const setFile = (version: SetVersion) => ({
  name: 'set.txt',
  content: version.lines.map(([q, a]) => `${q}; ${a}`).join('\n'),
});

describe.each(ENGINES)('SIGKILL during a learning-set edit (%s)', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await Harness.create(engine);
  });
  afterAll(async () => h?.dispose());

  it('keeps the set wholly old or wholly new, with its statistics, at every kill moment', async () => {
    let server = await h.start();
    const client = await h.signedInClient();
    const created = await client.post(server, '/api/v1/learnsets/new/form', itemForm(OLD.title, setFile(OLD)));
    expect(created.status).toBe(200);
    const setId = created.body.id as string;

    // Statistics on ten exercises that both versions share (their ids must survive either way).
    const first = await client.get(server, `/api/v1/learnsets/data/${setId}`);
    const answered = (first.body.exercises as ExerciseJson[]).slice(0, 10);
    const expectedStats: Record<string, { correct: number; wrong: number }> = {};
    for (const [i, exercise] of answered.entries()) {
      const right = await client.post(server, `/api/v1/learnsets/answer/${exercise.id_}`, {
        answer: exercise.answer,
        value: true,
      });
      expect(right.status).toBe(200);
      if (i % 2 === 0) {
        await client.post(server, `/api/v1/learnsets/answer/${exercise.id_}`, { answer: 'falsch', value: false });
      }
      expectedStats[exercise.id_] = { correct: 1, wrong: i % 2 === 0 ? 1 : 0 };
    }

    /** Reads the set and asserts it is one whole version; returns which. */
    const wholeVersion = async (): Promise<SetVersion> => {
      const data = await client.get(server, `/api/v1/learnsets/data/${setId}`);
      expect(data.status).toBe(200);
      const learnset = data.body.learnset as { title: string; size: number };
      const exercises = data.body.exercises as ExerciseJson[];
      const version = learnset.title === NEW.title ? NEW : OLD;
      expect(learnset.title).toBe(version.title);
      expect(learnset.size).toBe(exercises.length);
      expect(exercises.map((e) => [e.question, e.answer])).toEqual(version.lines);
      expect(await h.count('exercises', 'set_id = ?', [setId])).toBe(version.lines.length);
      // The shared exercises keep their ids, and with them every answer given.
      const ids = new Set(exercises.map((e) => e.id_));
      for (const id of Object.keys(expectedStats)) expect(ids.has(id)).toBe(true);
      const bulk = await client.get(server, `/api/v1/learnsets/bulk/${setId}`);
      expect(bulk.body.stats).toEqual(expectedStats);
      return version;
    };

    // How long one whole edit takes here (on a second set), to spread the kill moments over it.
    const probe = await client.post(server, '/api/v1/learnsets/new/form', itemForm(OLD.title, setFile(OLD)));
    const started = Date.now();
    const probeEdit = await client.post(
      server,
      '/api/v1/learnsets/edit/form',
      itemForm(NEW.title, setFile(NEW), { id: probe.body.id as string }),
    );
    expect(probeEdit.status).toBe(200);
    const editMs = Math.max(50, Date.now() - started);

    // Kill moments: spread over the time an edit takes, and twice right inside its transaction.
    const outcomes: string[] = [];
    for (const moment of ['transaction', 0.1, 0.5, 'transaction', 0.8, 1, 1.3] as const) {
      const before = await wholeVersion();
      const target = before === OLD ? NEW : OLD;
      let settled = false;
      const edit = client
        .post(server, '/api/v1/learnsets/edit/form', itemForm(target.title, setFile(target), { id: setId }))
        .then(
          (r) => r.status,
          () => 'killed',
        )
        .finally(() => (settled = true));
      let when = `${Math.round(editMs * Number(moment))} ms`;
      if (moment === 'transaction') {
        const t0 = Date.now();
        while (!settled && !(await h.writingSet()) && Date.now() - t0 < 20_000) await sleep(1);
        when = settled ? 'transaction (missed: edit already done)' : `in transaction at ${Date.now() - t0} ms`;
      } else {
        await sleep(Math.round(editMs * moment));
      }
      await server.stop('SIGKILL');
      const reply = await edit;
      server = await h.start();
      const after = await wholeVersion();
      // A confirmed edit must have stuck; an unconfirmed one may have gone either way.
      if (reply === 200) expect(after).toBe(target);
      else expect(reply).toBe('killed');
      outcomes.push(`${when}: ${after === before ? 'old' : 'new'} (${reply})`);
    }
    console.info(`[faults ${engine}] edit takes ~${editMs} ms; after each kill: ${outcomes.join(', ')}`);
    expect(await server.stop()).toBe(0);
  });
});
