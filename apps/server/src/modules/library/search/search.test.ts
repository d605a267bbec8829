import type { SearchReply } from '@app/shared/library/search';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/connection';
import { buildUser } from '../../../test/factories';
import { migrateToLatest } from '../../../db/migrate';
import { buildTestApp, createTestDatabase, ENGINES, type TestApp } from '../../../test/test-app';
import { SearchIndex } from './search-index';
import { documentWithText, indexQueued, setWithCards } from './search.test-helpers';

const LONG_TEXT =
  'Einleitung zum Kapitel über den Stoffwechsel der Organismen und ihre Anpassungen an die Umwelt. '.repeat(6) +
  'Die Zellatmung findet in den Mitochondrien statt und liefert ATP. ' +
  'Weitere Abschnitte behandeln die Verdauung und den Blutkreislauf. '.repeat(6);

describe.each(ENGINES)('GET /api/v1/library/search (%s)', (engine) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const start = async (backgroundJobs = false) => {
    t = await buildTestApp(engine, {}, {}, { backgroundJobs });
    return t.db.handle.db;
  };
  const search = async (q: string, extra = '') => {
    const res = await t!.app.inject({
      method: 'GET',
      url: `/api/v1/library/search?q=${encodeURIComponent(q)}${extra}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchReply>();
  };
  const titles = async (q: string, extra = '') => (await search(q, extra)).hits.map((h) => h.title);

  it('answers a visitor, and refuses an empty search in German', async () => {
    const db = await start();
    const owner = await buildUser(db, { name: 'Mara Steiner' });
    await documentWithText(db, owner.id, { title: 'Atmung der Zelle', text: 'Glykolyse und Citratzyklus' });
    await indexQueued(db);
    const reply = await search('Zelle');
    expect(reply.status).toBe('success');
    expect(reply.hits).toMatchObject([
      {
        kind: 'document',
        title: 'Atmung der Zelle',
        owner_name: 'Mara Steiner',
        extension: 'txt',
        where: 'title',
        thumbnail: null,
      },
    ]);
    for (const q of ['', '%20%20']) {
      const res = await t!.app.inject({ method: 'GET', url: `/api/v1/library/search?q=${q}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'error',
        message: expect.stringContaining('Bitte geben Sie einen Suchbegriff ein.'),
      });
    }
  });

  it("is kept by the app's own job runner, without anyone driving it", async () => {
    const db = await start(true);
    const owner = await buildUser(db);
    // No file is stored: the runner reads none (and says so in document_files), then indexes the title.
    await documentWithText(db, owner.id, { title: 'Wasserkreislauf' });
    await vi.waitFor(async () => expect(await titles('Wasserkreislauf')).toEqual(['Wasserkreislauf']), {
      timeout: 30_000,
      interval: 100,
    });
  });

  it('finds word forms, compound parts, a typo, accents and umlauts typed without, a class, in any case', async () => {
    const db = await start();
    const owner = await buildUser(db);
    await documentWithText(db, owner.id, { title: 'Atmung der Zelle', text: 'Mitochondrien liefern Energie.' });
    await documentWithText(db, owner.id, { title: 'Ableitung', subject: 'MA', text: 'Potenzregel und Kettenregel' });
    await documentWithText(db, owner.id, { title: 'Le passé composé', subject: 'FR', text: 'avoir et être' });
    await documentWithText(db, owner.id, { title: 'Übungen zur Grösse', subject: 'PS', text: 'Masse und Gewicht' });
    await documentWithText(db, owner.id, { title: 'Zusammenfassung Genetik', class_: '4B', text: 'Mendel' });
    await indexQueued(db);
    expect(await titles('Zellatmung')).toEqual(['Atmung der Zelle']);
    expect((await search('Zellatmung')).readAs).toEqual(['zell atmung']);
    expect(await titles('Ableitungen')).toEqual(['Ableitung']);
    expect(await titles('Mitochondiren')).toEqual(['Atmung der Zelle']);
    expect((await search('Mitochondiren')).readAs).toEqual(['mitochondrien']);
    expect(await titles('passe')).toEqual(['Le passé composé']);
    expect(await titles('passé composé')).toEqual(['Le passé composé']);
    expect(await titles('Uebungen Groesse')).toEqual(['Übungen zur Grösse']);
    expect(await titles('zusammenfassung')).toEqual(['Zusammenfassung Genetik']);
    expect(await titles('4B')).toEqual(['Zusammenfassung Genetik']);
    expect(await titles('4b')).toEqual(['Zusammenfassung Genetik']);
    expect(await titles('ZUSAMMENFASSUNG')).toEqual(['Zusammenfassung Genetik']);
    expect(await titles('Quantenchromodynamik')).toEqual([]);
  });

  it('searches the text of documents and the cards of sets, and marks the match in a snippet', async () => {
    const db = await start();
    const owner = await buildUser(db, { name: 'Jonas Frei' });
    await documentWithText(db, owner.id, { title: 'Biologie Kapitel 3', text: LONG_TEXT });
    await setWithCards(db, owner.id, { title: 'Organellen' }, [
      ['Ribosom', 'Proteinbiosynthese'],
      ['Mitochondrium $E=mc^2$', 'Kraftwerk der Zelle: Zellatmung'],
    ]);
    await indexQueued(db);
    const { hits } = await search('Zellatmung');
    expect(hits.map((h) => [h.kind, h.title, h.where])).toEqual(
      expect.arrayContaining([
        ['document', 'Biologie Kapitel 3', 'text'],
        ['learnset', 'Organellen', 'card'],
      ]),
    );
    const doc = hits.find((h) => h.kind === 'document')!;
    expect(doc.snippet.filter((p) => p.match).map((p) => p.text)).toEqual(['Zellatmung']);
    const snippetText = doc.snippet.map((p) => p.text).join('');
    expect(snippetText).toContain('Mitochondrien');
    expect(snippetText.length).toBeLessThanOrEqual(180);
    expect(snippetText.startsWith('…')).toBe(true);
    const set = hits.find((h) => h.kind === 'learnset')!;
    expect(set.extension).toBe('');
    expect(set.snippet.find((p) => p.match)?.text).toBe('Zellatmung');
    // Formulas are not words of the card.
    expect((await search('mc', '&kind=learnsets')).hits).toEqual([]);
    expect((await search('Zellatmung', '&kind=documents')).hits.map((h) => h.kind)).toEqual(['document']);
    expect((await search('Proteinbiosynthese', '&kind=documents')).hits).toEqual([]);
  });

  it('ranks a match in the title above one in the text, and the newer above the older', async () => {
    const db = await start();
    const owner = await buildUser(db);
    await documentWithText(db, owner.id, { title: 'Allgemeine Notizen', text: 'Hier geht es auch kurz um Vulkane.' });
    await documentWithText(db, owner.id, { title: 'Vulkane', text: 'Magma und Lava', edited: '2020-01-01_10-00-00' });
    await documentWithText(db, owner.id, { title: 'Gletscher (alt)', text: 'Eis', edited: '2021-05-01_10-00-00' });
    await documentWithText(db, owner.id, { title: 'Gletscher (neu)', text: 'Eis', edited: '2026-05-01_10-00-00' });
    await indexQueued(db);
    expect(await titles('Vulkane')).toEqual(['Vulkane', 'Allgemeine Notizen']);
    expect(await titles('Gletscher')).toEqual(['Gletscher (neu)', 'Gletscher (alt)']);
    expect(await titles('Gletscher', '&limit=1')).toEqual(['Gletscher (neu)']);
  });

  it('follows edits and deletes once the jobs ran, and never returns an item that is gone', async () => {
    const db: Db = await start();
    const owner = await buildUser(db);
    const id = await documentWithText(db, owner.id, { title: 'Römische Geschichte', text: 'Caesar' });
    const setId = await setWithCards(db, owner.id, { title: 'Vokabeln' }, [['der Hund', 'le chien']]);
    await indexQueued(db);
    expect(await titles('Caesar')).toEqual(['Römische Geschichte']);

    await db.updateTable('documents').set({ title: 'Griechische Geschichte' }).where('id', '=', id).execute();
    await db.updateTable('exercises').set({ answer: 'le chat' }).where('set_id', '=', setId).execute();
    await db.updateTable('learnsets').set({ edited: '2026-11-28_11-00-00' }).where('id', '=', setId).execute();
    await indexQueued(db);
    expect(await titles('griechisch')).toEqual(['Griechische Geschichte']);
    expect(await titles('römisch')).toEqual([]);
    expect(await titles('chat')).toEqual(['Vokabeln']);
    expect(await titles('chien')).toEqual([]);

    // Deleted: gone from the results at once, before its job ran, and from the index after.
    await db.deleteFrom('documents').where('id', '=', id).execute();
    expect(await titles('Caesar')).toEqual([]);
    await indexQueued(db);
    expect(await db.selectFrom('search_items').select('item_id').where('item_id', '=', id).execute()).toEqual([]);
    expect(await db.selectFrom('search_vocab').select('term').where('term', '=', 'caesar').execute()).toEqual([]);
  });
});

describe.each(ENGINES)('the search index of an installation that had items before it (%s)', (engine) => {
  it('indexes every document and set that existed, even when their first jobs ran before', async () => {
    const test = await createTestDatabase(engine, '2026-11-28-0028-document-files');
    const db = test.handle.db;
    try {
      const owner = await buildUser(db);
      await documentWithText(db, owner.id, { title: 'Alte Kartei', text: 'Photosynthese' });
      await setWithCards(db, owner.id, { title: 'Alte Vokabeln' }, [['Baum', 'arbre']]);
      // Their jobs were done by a runner that knew no index yet.
      await db.deleteFrom('jobs').execute();
      await migrateToLatest(db);
      await indexQueued(db);
      const { hits } = await new SearchIndex(db).search({ q: 'alte', kind: 'all', limit: 10 });
      expect(hits.map((h) => h.title).sort()).toEqual(['Alte Kartei', 'Alte Vokabeln']);
    } finally {
      await db.destroy();
      await test.drop();
    }
  });
});
