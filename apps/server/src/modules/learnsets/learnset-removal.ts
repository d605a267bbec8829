import { isId } from '@app/shared';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/connection';
import { CardImageRepository } from './images/card-image.repository';
import { CardImageStorage } from './images/card-image-storage';
import { LearnsetRepository } from './learnset.repository';

/**
 * The one deletion of a set, for its owner (LearnsetService.remove) and for the operator's CLI:
 * its exercises, the pupils' card states and statistics, exam dates and calendar links go with
 * the row in one transaction; after the commit, the files of card images no other set shows.
 * False when there is no such set.
 */
export async function removeLearnset(db: Db, filesDir: string, id: string): Promise<boolean> {
  const images = isId(id) ? await new LearnsetRepository(db).delete(id) : null;
  if (!images) return false;
  const files = new CardImageStorage(filesDir);
  for (const key of await new CardImageRepository(db).deleteUnused({ ids: images })) await files.remove(key);
  // Sets live in the database; a folder exists only if a later version stores files for them.
  await fs.rm(path.join(filesDir, 'learnsets', id), { recursive: true, force: true });
  return true;
}
