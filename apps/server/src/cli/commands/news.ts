import { isId } from '@app/shared';
import fs from 'node:fs/promises';
import path from 'node:path';
import { NewsStore } from '../../modules/news/news.service';
import { type Command, UsageError } from '../command';

const store = (dataDir: string) => new NewsStore(path.join(dataDir, 'news'));

function checkId(id: string | undefined): string {
  if (!id || !isId(id)) {
    throw new UsageError(`Ungültige News-ID "${id ?? ''}": erlaubt sind Buchstaben, Ziffern, '-' und '_'.`);
  }
  return id;
}

export const newsCommands: Command[] = [
  {
    words: ['news', 'set'],
    usage: 'news set <id> <datei.html>',
    summary: 'News-Artikel speichern (HTML wird bereinigt); "index" ist die Startseite von /news',
    async run([id, file], { config, out }) {
      const newsId = checkId(id);
      if (!file) throw new UsageError('Bitte die HTML-Datei angeben: news set <id> <datei.html>');
      const html = await fs.readFile(file, 'utf8').catch(() => {
        throw new UsageError(`Datei ${file} kann nicht gelesen werden.`);
      });
      await store(config.dataDir).write(newsId, html);
      out(`News "${newsId}" gespeichert (${html.length} Zeichen gelesen): ${config.publicUrl}/news/${newsId}`);
    },
  },
  {
    words: ['news', 'list'],
    usage: 'news list',
    summary: 'Alle News-Artikel auflisten',
    async run(_args, { config, out }) {
      const ids = await store(config.dataDir).list();
      out(ids.length === 0 ? 'Keine News gespeichert.' : ids.join('\n'));
    },
  },
  {
    words: ['news', 'delete'],
    usage: 'news delete <id>',
    summary: 'News-Artikel löschen',
    async run([id], { config, out }) {
      const newsId = checkId(id);
      if (!(await store(config.dataDir).remove(newsId))) throw new UsageError(`News "${newsId}" gibt es nicht.`);
      out(`News "${newsId}" gelöscht.`);
    },
  },
];
