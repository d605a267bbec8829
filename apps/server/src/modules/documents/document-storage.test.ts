import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isAbandonedTemp, type TempOwner, tempFileName, tempFileOwner, THIS_PROCESS } from '../../lib/temp-files';
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
  afterEach(() => {
    storage.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

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

  it('cleans orphaned folders at start, but not fresh ones or those with a row', async () => {
    const old = new Date(Date.now() - 2 * 3600_000);
    const freshTmp = tmp('läuft gerade');
    for (const id of ['orphan', 'fresh', 'known']) fs.mkdirSync(path.join(storage.root, id));
    fs.utimesSync(path.join(storage.root, 'orphan'), old, old);
    fs.utimesSync(path.join(storage.root, 'known'), old, old);
    await storage.init(async (ids) => new Set(ids.filter((id) => id === 'known')));
    expect(fs.readdirSync(storage.tmpDir)).toEqual([path.basename(freshTmp)]);
    expect(fs.readdirSync(storage.root).sort()).toEqual(['fresh', 'known']);
  });
});

describe('clean-up of temp files after a crash', () => {
  const self: TempOwner = { host: 'web1', pidNamespace: '4026531836', pid: 4242, token: 'AbCdEfGh' };
  const fresh = { mtimeMs: Date.now(), ctimeMs: Date.now() };
  const hourAgo = Date.now() - 3600_000 - 1;
  const running = new Set([4242, 5000]);
  const abandoned = (owner: TempOwner, stat = fresh) =>
    isAbandonedTemp(tempFileName('upload', owner), stat, Date.now(), self, (pid) => running.has(pid));

  it('names temp files after their writer and reads the writer back', () => {
    const name = tempFileName('upload', { ...self, host: 'web-1' });
    expect(name).toMatch(/^web-1\.4026531836\.4242\.AbCdEfGh\.[A-Za-z0-9_-]{16}\.upload$/);
    expect(tempFileOwner(name)).toEqual({ ...self, host: 'web-1' });
    expect(tempFileOwner('Y2NP9zHn_OxSaPum.upload')).toBeNull();
    expect(tempFileOwner(tempFileName('previous'))).toEqual(THIS_PROCESS);
    expect(THIS_PROCESS.pid).toBe(process.pid);
  });

  it("removes a fresh file at once when its writer on this host no longer runs (a SIGKILL'd upload)", () => {
    expect(abandoned({ ...self, pid: 4343 })).toBe(true);
    // An earlier process that had this pid: a restarted container.
    expect(abandoned({ ...self, token: 'ZyXwVuTs' })).toBe(true);
  });

  it('keeps a fresh file whose writer runs: this process, another instance on this host', () => {
    expect(abandoned(self)).toBe(false);
    expect(abandoned({ ...self, pid: 5000 })).toBe(false);
  });

  it("keeps another host's or pid namespace's fresh file (a pid there says nothing here) for an hour", () => {
    expect(abandoned({ ...self, host: 'web2', pid: 4343 })).toBe(false);
    expect(abandoned({ ...self, pidNamespace: '4026532000', pid: 4343 })).toBe(false);
    expect(abandoned({ ...self, host: 'web2' }, { mtimeMs: hourAgo, ctimeMs: hourAgo })).toBe(true);
    // Still written to, or just linked (a `.previous` copy keeps the old document's mtime): kept.
    expect(abandoned({ ...self, host: 'web2' }, { mtimeMs: hourAgo, ctimeMs: Date.now() })).toBe(false);
    expect(abandoned({ ...self, host: 'web2' }, { mtimeMs: Date.now(), ctimeMs: hourAgo })).toBe(false);
  });

  it('treats names of another form by age alone', () => {
    const check = (stat: { mtimeMs: number; ctimeMs: number }) =>
      isAbandonedTemp('Y2NP9zHn_OxSaPum.upload', stat, Date.now(), self, () => false);
    expect(check(fresh)).toBe(false);
    expect(check({ mtimeMs: hourAgo, ctimeMs: hourAgo })).toBe(true);
  });

  describe('on disk', () => {
    let dir: string;
    let storage: DocumentStorage;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-storage-'));
      storage = new DocumentStorage(dir);
    });
    afterEach(() => {
      storage.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('removes at start what a killed process of this host left, and nothing a running one writes', async () => {
      const child = spawn(process.execPath, ['-e', '']);
      const [code] = (await once(child, 'exit')) as [number];
      expect(code).toBe(0);
      const dead = child.pid as number;
      fs.mkdirSync(storage.tmpDir, { recursive: true });
      const write = (name: string) => fs.writeFileSync(path.join(storage.tmpDir, name), 'teil');
      const killed = tempFileName('upload', { ...THIS_PROCESS, pid: dead });
      const mine = tempFileName('upload');
      const parent = tempFileName('upload', { ...THIS_PROCESS, pid: process.ppid });
      const otherHost = tempFileName('upload', { ...THIS_PROCESS, host: 'anderer-server', pid: dead });
      const legacy = 'Y2NP9zHn_OxSaPum.upload';
      for (const name of [killed, mine, parent, otherHost, legacy]) write(name);

      await storage.init(async () => new Set());
      expect(fs.readdirSync(storage.tmpDir).sort()).toEqual([mine, parent, otherHost, legacy].sort());

      // The periodic sweep an hour later, nothing written meanwhile: a running upload would have
      // changed its file, so only this process's own files (known to be live) stay.
      expect(await storage.removeAbandonedTemps(Date.now() + 3600_000 + 1000)).toBe(3);
      expect(fs.readdirSync(storage.tmpDir)).toEqual([mine]);
    });

    it('names uploads and same-name backups after this process', async () => {
      await storage.init(async () => new Set());
      expect(tempFileOwner(path.basename(storage.tempPath('upload')))).toEqual(THIS_PROCESS);
      fs.writeFileSync(path.join(storage.tmpDir, 'x.upload'), 'alt');
      await (await storage.swapIn(path.join(storage.tmpDir, 'x.upload'), 'doc1', 'a.txt', null)).done();
      fs.writeFileSync(path.join(storage.tmpDir, 'y.upload'), 'neu');
      await storage.swapIn(path.join(storage.tmpDir, 'y.upload'), 'doc1', 'a.txt', 'a.txt');
      const [backup] = fs.readdirSync(storage.tmpDir);
      expect(backup).toMatch(/\.previous$/);
      expect(tempFileOwner(backup as string)).toEqual(THIS_PROCESS);
    });
  });
});
