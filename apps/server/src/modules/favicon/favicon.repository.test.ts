import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { createTestDatabase, ENGINES, type TestDatabase } from '../../test/test-app';
import { FaviconRepository } from './favicon.repository';

describe.each(ENGINES)('FaviconRepository on %s', (engine) => {
  let db: TestDatabase;
  let repo: FaviconRepository;
  const favorites = (...urls: string[]) => ({ favorites: JSON.stringify(urls.map((url) => `${url}|Seite`)) });

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    repo = new FaviconRepository(db.handle.db);
  });
  afterAll(async () => {
    await db.handle.db.destroy();
    await db.drop();
  });

  it('knows an origin some account has as favourite, however its address goes on or is spelt', async () => {
    await buildUser(db.handle.db, favorites('https://WWW.Schule-Eins.CH/plan?x=1', 'https://zwei.example.ch'));
    await buildUser(db.handle.db, favorites('http://drei.example.ch#oben', 'https://zürich-vier.ch/'));
    expect(await repo.isFavoriteOrigin(['https://www.schule-eins.ch'])).toBe(true);
    expect(await repo.isFavoriteOrigin(['https://zwei.example.ch'])).toBe(true);
    expect(await repo.isFavoriteOrigin(['http://drei.example.ch'])).toBe(true);
    expect(await repo.isFavoriteOrigin(['https://xn--zrich-vier-9db.ch', 'https://zürich-vier.ch'])).toBe(true);
  });

  it('does not take another scheme, a longer host name or a label for the origin', async () => {
    await buildUser(db.handle.db, favorites('https://fuenf.example.ch.evil.net/', 'http://sechs.example.ch/'));
    await buildUser(db.handle.db, { favorites: JSON.stringify(['https://x.ch/|https://sieben.example.ch']) });
    expect(await repo.isFavoriteOrigin(['https://fuenf.example.ch'])).toBe(false);
    expect(await repo.isFavoriteOrigin(['https://sechs.example.ch'])).toBe(false);
    expect(await repo.isFavoriteOrigin(['https://sieben.example.ch'])).toBe(false);
  });

  it('reads %, _ and \\ in an origin as themselves, not as wildcards', async () => {
    await buildUser(db.handle.db, favorites('https://acht-x.example.ch/', 'https://neun.example.ch/'));
    expect(await repo.isFavoriteOrigin(['https://acht_x.example.ch'])).toBe(false);
    expect(await repo.isFavoriteOrigin(['https://%.example.ch'])).toBe(false);
    expect(await repo.isFavoriteOrigin(['https://neun\\.example.ch'])).toBe(false);
    await buildUser(db.handle.db, favorites('https://zehn_x.example.ch/'));
    expect(await repo.isFavoriteOrigin(['https://zehn_x.example.ch'])).toBe(true);
  });

  it("ignores banned accounts' favourites", async () => {
    await buildUser(db.handle.db, { ...favorites('https://elf.example.ch/'), banned: 1 });
    expect(await repo.isFavoriteOrigin(['https://elf.example.ch'])).toBe(false);
  });
});
