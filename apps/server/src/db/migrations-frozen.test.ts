import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every released migration, pinned by the SHA-256 of its text. A database that ran a migration
 * never runs it again, so an edit after release changes nothing there and splits old and new
 * installations apart: a released migration is frozen, and a schema change is a new migration.
 * Line ends are read as LF, so a checkout that writes CRLF does not count as an edit.
 */
const RELEASED_MIGRATIONS: ReadonlyArray<readonly [file: string, sha256: string]> = [
  ['2026-11-22-0001-foundation.ts', '7bcb1f250f1a1634ad8b69915419fb20272b342f0a7faf755bf6c6a603591916'],
  ['2026-11-22-0002-accounts.ts', 'e662689c2ec05cf3e0cfdba9d6929e9e4005d4706b9118c2ee585b2c54001030'],
  ['2026-11-22-0003-documents.ts', '8b1100710db43dbb6ad4d01314c1150a305a41eb0432cab3a39aa9de36e1627d'],
  ['2026-11-22-0004-learnsets.ts', '19cebf429ab1e0e02b10369ecd9976bd273601adbdd85efdc712033eabba86cd'],
  ['2026-11-22-0005-premium-authorize.ts', '711bda2bda9a87da9aa66d144306c8dbc22eecb524e08008e8d30637ec1c8e87'],
  ['2026-11-24-0006-memory-model.ts', 'f3a4ef7ba27d37c6be4d72b7a5cb59d961ad2aeaa5d81b7dd0fc16e00e02c99d'],
  ['2026-11-24-0007-review-counts-exams.ts', '947d71e62f8726659d985233ad35f24e70e543ad4b8fc1c5692fe043b1220e01'],
  ['2026-11-24-0008-exercise-images.ts', 'f07aac84d38b1bd9c86fe5dec1ab9592ea31beb1e12cdfeffdfdf7777c30f26f'],
  ['2026-11-24-0009-answer-check.ts', '0c3fe8914589a8483ca4d0c942ed7268396e63879e9878d934cf9b2f32c604ec'],
  ['2026-11-24-0010-sqlite-without-rowid.ts', '8971ca4adc6b608f7e1ffb9398b800891825618c7b3e9c62990ae33fa9547cf0'],
  ['2026-11-24-0011-calendars.ts', '04d59c897ada5a83e5f4a23fb4687278bc1535e65451adfe3e5c520b69a4047b'],
  ['2026-11-24-0012-newsletter.ts', 'cb83be4533f46d391cfd94c960231d881a48c31a55966a6c59cef5aaf8b99d5d'],
  ['2026-11-24-0013-session-changes.ts', 'ca222253c9581fe9609e9034dc549a507e013b4004f81cfc86a01249e0de81f8'],
  ['2026-11-24-0014-unlogged-throttle.ts', '9bbd76b1bdb114bab174777a0f1f05b9d339b6b483bf88546039b53db23b28c0'],
  ['2026-11-27-0015-card-counts-per-statement.ts', 'e31b68f6f7798820c359dd62635898d8e4bae285d5fbb4f44757d760499fc155'],
  ['2026-11-27-0016-statistics-in-card-states.ts', 'c9051d09c82404bfd58f3e6e04006a23fdf336e8b8f20a06ba9b9869279eb3a0'],
  ['2026-11-27-0017-sign-in-devices-privacy.ts', '166c5917f15a3953f8bcd858b5fa304b9bd2e17b72dd943292d02a89411bb2cb'],
  ['2026-11-27-0018-class-membership.ts', '6bd862a25564d571e551f58ecfda88ad240f74793233c06b8b07afe0d436ef32'],
  ['2026-11-27-0019-password-reset.ts', '0704d54824056e8fdb21ac7991c888910c8ec8e7266d3e9872d3293bacedbb87'],
  [
    '2026-11-27-0020-document-extension-lower-case.ts',
    '7434a74f4b5c22a965b0599307c8d0890a3b380f881573185645bd747f7ee260',
  ],
  ['2026-11-27-0021-study-home.ts', '587fefbd6f766cd58a9f110c1a4033c3197a6b8b31e4cf755dd8cc5aa1eea684'],
  ['2026-11-27-0022-question-language.ts', 'b5586c065461678b4036aff811e6d3686b086bfac75b704224dd17a3c0cd3e3c'],
  ['2026-11-27-0023-calendar-sources.ts', 'be1b1d7cd55eabac74f99bf1613ee1e2a05cc5d08eb2a41b25941a4ae7ede7d0'],
  ['2026-11-27-0026-week-goal.ts', '02e0d989e9da6336470bedaa1e5f99b13e344329425c7024c963e8ee4ca3a8a8'],
  ['2026-11-28-0027-jobs.ts', 'b4cadd6d0e37564f90d5c66434bf0e269ae637c7cb41ef978c288c91a9501dab'],
  ['2026-11-28-0028-document-files.ts', 'd3ee69b1dfdf3b814d62d35018f4e0c4ba1f26b783790803ea807a95e1dc8e91'],
  ['2026-11-28-0029-library-search.ts', '0795e9703eaf393af351acf62b9964318646ba14fb56cf7318ccb5e4816df83d'],
  ['2026-11-28-0030-downloads-queue-no-job.ts', 'baac13d5983dea6c1253e90826f14f07ddbf17d5fcf788da256fb23f2dbd3c3b'],
];

const migrationsDir = new URL('./migrations/', import.meta.url);

const sha256Of = (file: string): string =>
  createHash('sha256')
    .update(fs.readFileSync(new URL(file, migrationsDir), 'utf8').replace(/\r\n/g, '\n'))
    .digest('hex');

const listLine = (file: string): string => `['${file}', '${sha256Of(file)}'],`;

const FROZEN =
  'Released migrations are never edited, not even reformatted: a database that already ran one ' +
  'would never see the change. Undo the edit and write a new migration instead ' +
  '(docs/architecture.md, "A new table or column").';

describe('released migrations are frozen', () => {
  const listed = new Map(RELEASED_MIGRATIONS);
  const present = fs.readdirSync(migrationsDir).sort();

  it('lists every migration file with its SHA-256', () => {
    const unlisted = present.filter((file) => !listed.has(file));
    expect(
      unlisted,
      `Migration files missing from RELEASED_MIGRATIONS in this test. A new migration is added ` +
        `there (and to db/migrate.ts) in the commit that creates it, with the line:\n` +
        unlisted.map(listLine).join('\n'),
    ).toEqual([]);
  });

  it('keeps every listed migration file', () => {
    const missing = [...listed.keys()].filter((file) => !present.includes(file));
    expect(
      missing,
      `Released migrations were removed or renamed. Databases in use have run them under these ` +
        `names; restore them, and change the schema with a new migration.`,
    ).toEqual([]);
  });

  it.each(RELEASED_MIGRATIONS.filter(([file]) => present.includes(file)))('%s is unchanged', (file, sha256) => {
    expect(sha256Of(file), `${file} was edited after its release. ${FROZEN}`).toBe(sha256);
  });
});
