import { randomFillSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/connection';
import { newId } from '../../lib/ids';
import { CardImageStorage } from './images/card-image-storage';
import { buildLearnset } from './learnsets.test-helpers';

const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A set of `count` exercises, exercise i showing picture i: `count` distinct pictures of
 * `bytesEach` bytes (a PNG signature, then random bytes) stored straight into the card image
 * store, as an upload would have left them, so a test has hundreds of MB of pictures in a second.
 * @returns the set's id and the pictures' ids in exercise order
 */
export async function buildSetWithPictures(
  db: Db,
  filesDir: string,
  ownerId: string,
  count: number,
  bytesEach: number,
  title = 'Bilderbuch',
): Promise<{ setId: string; imageIds: string[] }> {
  const storage = new CardImageStorage(filesDir);
  await storage.init();
  const bytes = Buffer.alloc(bytesEach);
  bytes.set(PNG_SIGNATURE);
  const imageIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = newId();
    randomFillSync(bytes, PNG_SIGNATURE.length);
    fs.writeFileSync(path.join(storage.root, `${id}.png`), bytes);
    await db
      .insertInto('learnset_images')
      .values({
        id,
        owner_id: ownerId,
        content_type: 'image/png',
        size: bytesEach,
        width: 1000,
        height: 1000,
        storage_key: `${id}.png`,
        created_at: new Date().toISOString(),
      })
      .execute();
    imageIds.push(id);
  }
  const exercises = imageIds.map((id, i) => ({
    question: `Was zeigt Bild ${i + 1}?`,
    answer: `Antwort ${i + 1}`,
    answers: [],
    frequency: 1,
    auto_check: 0,
    question_image: id,
  }));
  return { setId: await buildLearnset(db, ownerId, exercises, { title }), imageIds };
}
