import { type Exercise, exerciseOfRow, joinLearnsetIds } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocument } from '../../modules/calendars/calendars.test-helpers';
import { buildLearnset } from '../../modules/learnsets/learnsets.test-helpers';
import { FAST_PATHS } from '../../plugins/zod-schemas';
import { buildCard, buildUser, signInAs } from '../factories';
import { buildTestApp, ENGINES, type TestApp, TestClient } from '../test-app';

/**
 * The routes of FAST_PATHS send bytes built beforehand, which no serializer checks: each is
 * requested here on both engines and its bytes parsed with the reply schema the route declares.
 * The parse must give back exactly what was sent, so a missing, renamed or extra column of the
 * SQLite or PostgreSQL SQL, or a shifted member of the exercise rows, fails.
 */
describe.each(ENGINES)('every fast path sends what its reply schema describes, on %s', (engine) => {
  let t: TestApp;
  let client: TestClient;
  let pictured: string;
  let plain: string;
  let exercises: Exercise[];
  let version: string;

  beforeAll(async () => {
    t = await buildTestApp(engine);
    const db = t.db.handle.db;
    const owner = await buildUser(db, { name: 'Lea Lehrer' });
    const image = (n: number) => `bild${n}`;
    pictured = await buildLearnset(
      db,
      owner.id,
      [
        { question: 'Frage 1', answer: 'Antwort 1', answers: ['Andere'], frequency: 2.5, auto_check: 0 },
        {
          question: 'Frage 2',
          answer: 'Antwort 2',
          answers: [],
          frequency: 1,
          auto_check: 0,
          question_image: image(1),
        },
        {
          question: 'Frage 3',
          answer: 'Antwort 3',
          answers: [],
          frequency: 1,
          auto_check: 1,
          question_image: image(2),
          answer_image: image(3),
        },
      ],
      { question_language: 'en' },
    );
    plain = await buildLearnset(db, owner.id);
    await buildDocument(db, owner.id);
    const rows = await db.selectFrom('exercises').select('id').where('set_id', '=', pictured).execute();
    for (const [i, row] of rows.entries()) await buildCard(db, owner.id, row.id, { correct: i, wrong: 1 });
    client = new TestClient(t.app);
    await signInAs(db, client, owner.id);
    const [data, versions] = await Promise.all([
      client.get(`/api/v1/learnsets/data/${pictured}`),
      client.get(`/api/v1/learnsets/versions/${pictured}`),
    ]);
    expect([data.statusCode, versions.statusCode]).toEqual([200, 200]);
    exercises = data.json().exercises;
    version = versions.json().versions[pictured];
  });
  afterAll(async () => t.close());

  /** How each fast path is requested, and what its reply must hold beyond its shape. */
  const cases: Record<string, { url: () => string; holds?: (reply: Record<string, unknown>) => void }> = {
    'GET /api/v1/constants': { url: () => '/api/v1/constants' },
    'GET /api/v1/documents/list': {
      url: () => '/api/v1/documents/list',
      holds: (reply) => expect(reply.documents).toHaveLength(1),
    },
    'GET /api/v1/learnsets/list': {
      url: () => '/api/v1/learnsets/list',
      holds: (reply) => expect(reply.learnsets).toHaveLength(2),
    },
    'GET /api/v1/learnsets/data/:id': {
      url: () => `/api/v1/learnsets/data/${pictured}`,
      holds: (reply) => {
        expect(reply.learnset).toMatchObject({ question_language: 'en' });
        expect(reply.exercises).toHaveLength(3);
        expect(reply.exercises).toContainEqual(expect.objectContaining({ answer_image: 'bild3' }));
      },
    },
    'GET /api/v1/learnsets/bulk/:ids': {
      url: () => `/api/v1/learnsets/bulk/${joinLearnsetIds([pictured, plain])}`,
      holds: (reply) => {
        expect(reply.exercises).toEqual(expect.arrayContaining(exercises));
        expect(Object.keys(reply.stats as object)).toHaveLength(3);
      },
    },
    'GET /api/v1/learnsets/session/:ids': {
      url: () => `/api/v1/learnsets/session/${joinLearnsetIds([pictured, plain])}`,
      holds: (reply) => expect(Object.keys(reply.stats as object)).toHaveLength(3),
    },
    'GET /api/v1/learnsets/exercises/:id/:version': {
      url: () => `/api/v1/learnsets/exercises/${pictured}/${version}`,
      // The rows as the web app reads them are the exercises of the data call, member by member.
      holds: (reply) => expect((reply.rows as never[]).map((row) => exerciseOfRow(pictured, row))).toEqual(exercises),
    },
    'GET /api/v1/library/stats': {
      url: () => '/api/v1/library/stats',
      holds: (reply) => {
        expect(reply.documents).toEqual([expect.objectContaining({ downloads: 0, thumbnail: null })]);
        expect(reply.learnsets).toHaveLength(2);
      },
    },
  };

  it('names only routes of the route table, each with a case here', () => {
    const table = new Set(t.app.routeTable.map((route) => `${route.method} ${route.url}`));
    expect([...FAST_PATHS].filter((route) => !table.has(route))).toEqual([]);
    expect(Object.keys(cases).sort()).toEqual([...FAST_PATHS].sort());
  });

  it.each(Object.keys(cases))('%s', async (route) => {
    const { url, holds } = cases[route] as (typeof cases)[string];
    const res = await client.get(url());
    expect(res.statusCode).toBe(200);
    const sent = JSON.parse(res.body) as Record<string, unknown>;
    const schema = t.app.fastPathReplies.get(route);
    expect(schema).toBeDefined();
    expect(schema?.parse(sent)).toEqual(sent);
    holds?.(sent);
  });
});
