import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test/test-app';
import type { AnswerRecord } from './answer-batch';
import { AnswersRepository } from './answers.repository';
import { buildPupilWithSet } from '../learnsets/learnsets.test-helpers';
import { beforeQuery } from './postgres-answers.repository';

const CARDS = 3_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const scans = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(scans)];

describe.skipIf(!ENGINES.includes('postgres'))('a batch of answers read on PostgreSQL', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase('postgres');
  });
  afterAll(async () => t.drop());

  it('looks each card and browser id up by its key, also when the statistics are older than the tables', async () => {
    const db = t.handle.db;
    // Statistics taken while the tables were empty, as after a bulk load into a new school.
    await sql`analyze card_states, answers`.execute(db);
    const { userId, exercises } = await buildPupilWithSet(db, CARDS);
    const record = (exerciseId: string, i: number): AnswerRecord => ({
      id: `log-${i}`,
      userId,
      exerciseId,
      answer: 'a',
      correct: true,
      at: new Date('2026-11-23T08:00:00Z'),
      clientId: `client-${i}`,
    });
    const stored = await new AnswersRepository(db).recordAnswers(exercises.map(record));
    expect(stored.every((outcome) => outcome === 'recorded')).toBe(true);

    const batch = exercises.slice(0, 25).map((id, i) => ({ ...record(id, i), id: `next-${i}` }));
    const compiled = beforeQuery(batch).compile(db);
    const { rows } = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
    );
    const plan = (rows[0]?.['QUERY PLAN'] as Array<{ Plan: PlanNode }>)[0]?.Plan as PlanNode;
    const reads = scans(plan).filter((node) => ['card_states', 'answers'].includes(node['Relation Name'] ?? ''));
    // An index-only scan of the browser ids is as good: the key is all the read needs.
    expect(
      reads.map((node) => `${node['Node Type'].replace('Index Only', 'Index')} ${node['Index Name']}`).sort(),
    ).toEqual(['Index Scan answers_client', 'Index Scan card_states_pk']);
  });
});
