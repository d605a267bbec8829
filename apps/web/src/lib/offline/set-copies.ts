import type { Learnset, LearnsetBulkReply } from '@app/shared/learnsets/api';
import { cardImageUrl } from '@app/shared/learnsets/card-media';
import { rowOfExercise } from '@app/shared/learnsets/exercise-row';
import { cacheFiles } from './offline-files';
import type { SetCopy } from './offline-sets';

/** The sets of a learn-mode reply as copies to keep offline, their card images fetched into the cache. */
export async function copiesOf(
  reply: LearnsetBulkReply,
  versions: Record<string, string>,
  learnsets: readonly Learnset[] = reply.learnsets,
): Promise<SetCopy[]> {
  const copies: SetCopy[] = [];
  for (const learnset of learnsets) {
    const exercises = reply.exercises.filter((e) => e.set_id === learnset.id_);
    const rows = exercises.map(rowOfExercise);
    const imageIds = exercises.flatMap((e) => [e.question_image, e.answer_image]).filter((id) => id !== undefined);
    const images = await cacheFiles(imageIds.map(cardImageUrl));
    copies.push({
      learnset,
      version: versions[learnset.id_] ?? 'v',
      rows,
      images: images.kept,
      bytes: new Blob([JSON.stringify(rows)]).size + images.bytes,
    });
  }
  return copies;
}
