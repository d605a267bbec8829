import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocumentStorage } from './document-storage';

describe('DocumentStorage', () => {
  let dir: string;
  let storage: DocumentStorage;
  const tmp = (content: string) => {
    const file = path.join(storage.tmpDir, `${Math.random()}.upload`);
    fs.writeFileSync(file, content);
    return file;
  };
  const read = (id: string, name: string) => fs.readFileSync(storage.filePath(id, name), 'utf8');

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-storage-'));
    storage = new DocumentStorage(dir);
    await storage.init(async () => new Set());
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('undoes a new file completely', async () => {
    const swap = await storage.swapIn(tmp('neu'), 'doc1', 'a.txt', null);
    expect(read('doc1', 'a.txt')).toBe('neu');
    await swap.undo();
    expect(fs.existsSync(path.join(storage.root, 'doc1'))).toBe(false);
  });

  it('restores the old version whole when a same-name replacement is undone', async () => {
    await (await storage.swapIn(tmp('alt'), 'doc1', 'a.txt', null)).done();
    const swap = await storage.swapIn(tmp('neu'), 'doc1', 'a.txt', 'a.txt');
    expect(read('doc1', 'a.txt')).toBe('neu');
    await swap.undo();
    expect(read('doc1', 'a.txt')).toBe('alt');
    expect(fs.readdirSync(storage.tmpDir)).toEqual([]);
  });

  it('drops the replaced file only once the swap is done', async () => {
    await (await storage.swapIn(tmp('alt'), 'doc1', 'a.txt', null)).done();
    const swap = await storage.swapIn(tmp('neu'), 'doc1', 'b.pdf', 'a.txt');
    expect(fs.readdirSync(path.join(storage.root, 'doc1')).sort()).toEqual(['a.txt', 'b.pdf']);
    await swap.done();
    expect(fs.readdirSync(path.join(storage.root, 'doc1'))).toEqual(['b.pdf']);
    expect(fs.readdirSync(storage.tmpDir)).toEqual([]);
  });

  it('refuses names that would leave the documents folder', () => {
    expect(() => storage.filePath('../x', 'a.txt')).toThrow();
    expect(() => storage.filePath('doc1', '../../app.db')).toThrow();
    expect(() => storage.filePath('doc1', '..')).toThrow();
  });

  it('cleans stale temp files and orphaned folders at start, but not fresh ones', async () => {
    const old = new Date(Date.now() - 2 * 3600_000);
    const staleTmp = tmp('abgebrochen');
    const freshTmp = tmp('läuft gerade');
    fs.utimesSync(staleTmp, old, old);
    for (const id of ['orphan', 'fresh', 'known']) fs.mkdirSync(path.join(storage.root, id));
    fs.utimesSync(path.join(storage.root, 'orphan'), old, old);
    fs.utimesSync(path.join(storage.root, 'known'), old, old);
    await storage.init(async (ids) => new Set(ids.filter((id) => id === 'known')));
    expect(fs.readdirSync(storage.tmpDir)).toEqual([path.basename(freshTmp)]);
    expect(fs.readdirSync(storage.root).sort()).toEqual(['fresh', 'known']);
  });
});
