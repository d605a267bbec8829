import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { addDays, registerRequestSchema, toZurichDay } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { hashPassword } from '../../lib/password';
import { AccountRepository } from '../../modules/account/account.repository';
import { newAccountRow } from '../../modules/account/new-account';
import { NewsStore } from '../../modules/news/news.service';
import { DEMO_DOCUMENTS } from './demo-files';
import {
  DEMO_CLASS,
  DEMO_GRADE,
  DEMO_NEWS,
  DEMO_PASSWORD,
  DEMO_PUPILS,
  type DemoPupil,
  type SignedInPupil,
  type StoredSet,
} from './demo-school';
import { DEMO_SETS, type DemoSetKey } from './demo-sets';
import { shareClassCalendar } from './demo-calendar';
import { PupilClient } from './pupil-client';

const DAY_MS = 24 * 3600 * 1000;

/** What the demo made, for the closing lines. */
export interface DemoSummary {
  pupils: Array<{ name: string; email: string }>;
  sets: number;
  documents: number;
  events: number;
  answers: number;
  news: boolean;
}

/** The school addresses of the demo pupils at the installation's domain. */
export const demoEmails = (config: Config) => DEMO_PUPILS.map((p) => `${p.mailbox}@${config.schoolEmailDomain}`);

/**
 * The accounts, as a confirmed registration writes them: the same schema checks name, class and
 * address at the configured domain, and the password is hashed as at registration. `created`
 * gets each id at once, so a failure later can remove what was made.
 */
async function createAccounts(db: Db, config: Config, created: string[]): Promise<Array<DemoPupil & { id: string }>> {
  const accounts = new AccountRepository(db);
  const schema = registerRequestSchema(config.schoolEmailDomain);
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const made: Array<DemoPupil & { id: string }> = [];
  for (const pupil of DEMO_PUPILS) {
    const input = schema.parse({
      name: pupil.name,
      class_: DEMO_CLASS,
      grade: DEMO_GRADE,
      email: `${pupil.mailbox}@${config.schoolEmailDomain}`,
      password: DEMO_PASSWORD,
    });
    const row = newAccountRow({ ...input, password_hash });
    if (!(await accounts.createAccount(row))) throw new Error(`Die Adresse ${input.email} ist bereits vergeben.`);
    created.push(row.id);
    made.push({ ...pupil, id: row.id });
  }
  return made;
}

/** Each pupil's sets through the editor's call, then their exercise ids as the preview lists them. */
async function createSets(pupils: readonly SignedInPupil[]): Promise<Map<DemoSetKey, StoredSet>> {
  const stored = new Map<DemoSetKey, StoredSet>();
  for (const pupil of pupils) {
    for (const key of pupil.sets) {
      const { cards, key: _key, ...fields } = DEMO_SETS[key];
      const { id } = await pupil.client.post<{ id: string }>('/learnsets/new/json', {
        ...fields,
        class: DEMO_CLASS,
        grade: DEMO_GRADE,
        exercises: cards,
      });
      const data = await pupil.client.get<{ exercises: Array<{ id_: string; question: string }> }>(
        `/learnsets/data/${id}`,
      );
      const byQuestion = new Map(data.exercises.map((e) => [e.question, e.id_]));
      stored.set(key, { id, exercises: cards.map((card) => byQuestion.get(card.question) ?? '') });
    }
  }
  return stored;
}

/** Each pupil's documents through the upload form, files made now. Returns their ids by key. */
async function uploadDocuments(pupils: readonly SignedInPupil[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const pupil of pupils) {
    for (const key of pupil.documents) {
      const { file, key: _key, ...fields } = DEMO_DOCUMENTS[key];
      const form = { ...fields, class: DEMO_CLASS, grade: DEMO_GRADE };
      const { id } = await pupil.client.postForm<{ id: string }>('/documents/new/form', form, await file());
      ids.set(key, id);
    }
  }
  return ids;
}

/**
 * The answers, dated days back as a device that was offline sends them: statistics and memory
 * states as if learnt then, so some cards are due now. Each selection is noted for 'Weiterlernen'.
 */
async function answer(pupils: readonly SignedInPupil[], sets: Map<DemoSetKey, StoredSet>, now: Date) {
  let count = 0;
  for (const pupil of pupils) {
    for (const plan of pupil.answers) {
      const set = sets.get(plan.set);
      if (!set) throw new Error(`Das Lernset ${plan.set} fehlt.`);
      for (const [i, position] of plan.cards.entries()) {
        const card = DEMO_SETS[plan.set].cards[position];
        const right = !plan.wrong.includes(position);
        await pupil.client.post(`/learnsets/answer/${set.exercises[position]}`, {
          answer: right ? (card?.answer ?? '') : 'weiss ich nicht',
          value: right,
          id: randomUUID(),
          at: new Date(now.getTime() - plan.daysAgo * DAY_MS + i * 20_000).toISOString(),
          mode: plan.mode,
        });
        count++;
      }
      await pupil.client.post('/study/recent', { ids: set.id, mode: plan.mode });
    }
  }
  return count;
}

/**
 * Writes the demo school through the server's own calls, as its pupils would make it: accounts,
 * sets, documents, the shared calendar, answers; then the news. `created` collects the accounts'
 * ids as they are made, so the caller can take everything away again if a step fails.
 */
export async function plantDemoSchool(
  app: FastifyInstance,
  db: Db,
  config: Config,
  created: string[],
  now = new Date(),
): Promise<DemoSummary> {
  const accounts = await createAccounts(db, config, created);
  const pupils: SignedInPupil[] = [];
  for (const account of accounts) {
    const email = `${account.mailbox}@${config.schoolEmailDomain}`;
    const client = new PupilClient(app);
    await client.signIn(email, DEMO_PASSWORD);
    pupils.push({ ...account, email, client });
  }
  const sets = await createSets(pupils);
  const documents = await uploadDocuments(pupils);
  const today = toZurichDay(now);
  const events = await shareClassCalendar(pupils, sets, documents, (days) => addDays(today, days));
  const answers = await answer(pupils, sets, now);
  const news = new NewsStore(path.join(config.dataDir, 'news'));
  // An article the operator wrote before stays.
  const writesNews = (await news.read('index')) === null;
  if (writesNews) await news.write('index', DEMO_NEWS);
  return {
    pupils: pupils.map((p) => ({ name: p.name, email: p.email })),
    sets: sets.size,
    documents: documents.size,
    events,
    answers,
    news: writesNews,
  };
}
