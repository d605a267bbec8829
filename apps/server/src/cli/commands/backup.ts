import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db, Engine } from '../../db/connection';
import { BackupRepository, cardsWithOldCounts, type Row } from '../../modules/operator/backup.repository';
import { type Command, UsageError } from '../command';

const FORMAT = 'lernplattform-backup/1';

async function copyDir(from: string, to: string, skip: (name: string) => boolean): Promise<number> {
  let count = 0;
  const entries = await fs.readdir(from, { withFileTypes: true }).catch(() => []);
  await fs.mkdir(to, { recursive: true });
  for (const entry of entries) {
    if (skip(entry.name)) continue;
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (entry.isDirectory()) count += await copyDir(src, dst, skip);
    else if (entry.isFile()) {
      await fs.copyFile(src, dst);
      count++;
    }
  }
  return count;
}

/** Writes every table as JSON lines into `dir`, from one consistent snapshot. */
async function dumpTables(db: Db, engine: Engine, dir: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await new BackupRepository(db, engine).snapshot(async (table, rows) => {
    await fs.writeFile(path.join(dir, `${table}.jsonl`), rows.map((r) => JSON.stringify(r)).join('\n'));
    counts[table] = rows.length;
  });
  return counts;
}

/** Loads a dump into an empty, migrated database in one transaction. */
async function loadTables(db: Db, engine: Engine, dir: string): Promise<Record<string, number>> {
  const backups = new BackupRepository(db, engine);
  if (!(await backups.isEmpty()))
    throw new UsageError('Die Zieldatenbank enthält bereits Konten. Wiederherstellen nur in eine leere Datenbank.');
  const read = async (table: string) => {
    const text = await fs.readFile(path.join(dir, `${table}.jsonl`), 'utf8').catch(() => '');
    return text ? text.split('\n').map((line) => JSON.parse(line) as Row) : [];
  };
  return backups.replaceAll(async (table) =>
    table === 'card_states'
      ? cardsWithOldCounts(await read('card_states'), await read('statistics'), new Date().toISOString())
      : read(table),
  );
}

export const backupCommands: Command[] = [
  {
    words: ['backup'],
    usage: 'backup <verzeichnis>',
    summary: 'Datenbank und Dateien sichern (im laufenden Betrieb konsistent)',
    async run([target], { config, database, out }) {
      if (!target) throw new UsageError('Bitte das Zielverzeichnis angeben: backup <verzeichnis>');
      const existing = await fs.readdir(target).catch(() => []);
      if (existing.length > 0) throw new UsageError(`Das Verzeichnis ${target} ist nicht leer.`);
      const { db, engine } = await database();
      await fs.mkdir(path.join(target, 'tables'), { recursive: true });
      const counts = await dumpTables(db, engine, path.join(target, 'tables'));
      const files = await copyDir(config.filesDir, path.join(target, 'files'), (n) => n === 'tmp');
      const news = await copyDir(path.join(config.dataDir, 'news'), path.join(target, 'news'), () => false);
      const manifest = { format: FORMAT, created: new Date().toISOString(), engine, tables: counts, files, news };
      await fs.writeFile(path.join(target, 'manifest.json'), JSON.stringify(manifest, null, 2));
      out(
        `Sicherung in ${target}: ${Object.values(counts).reduce((a, b) => a + b, 0)} Datensätze, ${files} Dateien, ${news} News.`,
      );
    },
  },
  {
    words: ['restore'],
    usage: 'restore <verzeichnis>',
    summary: 'Sicherung in eine leere Datenbank und ein leeres Datenverzeichnis zurückspielen',
    async run([source], { config, database, out }) {
      if (!source) throw new UsageError('Bitte das Sicherungsverzeichnis angeben: restore <verzeichnis>');
      const manifest = JSON.parse(await fs.readFile(path.join(source, 'manifest.json'), 'utf8').catch(() => '{}')) as {
        format?: string;
      };
      if (manifest.format !== FORMAT)
        throw new UsageError(`${source} ist keine Sicherung der Lernplattform (manifest.json fehlt).`);
      const { db, engine } = await database();
      const counts = await loadTables(db, engine, path.join(source, 'tables'));
      const files = await copyDir(path.join(source, 'files'), config.filesDir, () => false);
      const news = await copyDir(path.join(source, 'news'), path.join(config.dataDir, 'news'), () => false);
      out(
        `Wiederhergestellt: ${Object.values(counts).reduce((a, b) => a + b, 0)} Datensätze, ${files} Dateien, ${news} News.`,
      );
    },
  },
];
