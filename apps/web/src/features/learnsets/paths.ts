import { sanitizeFileName } from '@app/shared/items/file-name';
import { joinLearnsetIds } from '@app/shared/learnsets/texts';

/** Every URL of the learning-set screens and files, in one place. */
export const learnsetPaths = {
  list: '/lernsets',
  upload: '/lernsets/neu',
  help: '/lernsets/hilfe',
  preview: (id: string) => `/lernsets/vorschau/${id}`,
  edit: (id: string) => `/lernsets/bearbeiten/${id}`,
  /** Ids joined by '.' (SPEC §2); ids never contain a dot. */
  learn: (ids: readonly string[]) => `/lernsets/lernen/${joinLearnsetIds(ids)}`,
  /** The export download (SPEC §7): a `.json` file the upload accepts back. */
  export: (set: { id_: string; title: string }) =>
    `/dateien/lernsets/${set.id_}/${sanitizeFileName(set.title, 'json')}`,
};
