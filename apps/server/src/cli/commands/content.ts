import { isId } from '@app/shared';
import { removeDocument } from '../../modules/documents/document-removal';
import { DocumentStorage } from '../../modules/documents/document-storage';
import { DocumentRepository } from '../../modules/documents/document.repository';
import { removeLearnset } from '../../modules/learnsets/learnset-removal';
import { expectPositional, parseArgs } from '../args';
import { type Command, UsageError } from '../command';

async function idArg(args: string[], usage: string): Promise<string> {
  const [id = ''] = expectPositional(parseArgs(args, usage), 1, usage);
  if (!isId(id)) throw new UsageError(`Ungültige ID "${id}": erlaubt sind Buchstaben, Ziffern, '-' und '_'.`);
  return id;
}

export const contentCommands: Command[] = [
  {
    words: ['document', 'remove'],
    usage: 'document remove <id>',
    summary: 'Dokument samt Datei entfernen (die ID steht in /dokumente/vorschau/<id>)',
    async run(args, ctx) {
      const id = await idArg(args, 'document remove <id>');
      const { db } = await ctx.database();
      if (!(await removeDocument(new DocumentRepository(db), new DocumentStorage(ctx.config.filesDir), id)))
        throw new UsageError(`Es gibt kein Dokument mit der ID ${id}.`);
      ctx.out(`Dokument ${id} samt Datei entfernt.`);
    },
  },
  {
    words: ['learnset', 'remove'],
    usage: 'learnset remove <id>',
    summary: 'Lernset mit Übungen und Statistiken entfernen (ID aus /lernsets/vorschau/<id>)',
    async run(args, ctx) {
      const id = await idArg(args, 'learnset remove <id>');
      if (!(await removeLearnset((await ctx.database()).db, ctx.config.filesDir, id)))
        throw new UsageError(`Es gibt kein Lernset mit der ID ${id}.`);
      ctx.out(`Lernset ${id} mit Übungen und Statistiken entfernt.`);
    },
  },
];
