// No zod here: the preview page builds its download links with these.
import { sanitizeFileName } from '../items/file-name';

/** Formats a set can be downloaded in: SPEC's JSON, a spreadsheet, and an Anki package. */
export const LEARNSET_EXPORT_FORMATS = ['json', 'csv', 'apkg'] as const;
export type LearnsetExportFormat = (typeof LEARNSET_EXPORT_FORMATS)[number];

/**
 * The format of `/dateien/lernsets/{id}/{name}`, told by the name's extension; any other name
 * (SPEC's `.json`, or none) is the JSON export.
 */
export function learnsetExportFormat(fileName: string): LearnsetExportFormat {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return extension === 'csv' || extension === 'apkg' ? extension : 'json';
}

/** The download of a set (SPEC §7): a `.json` file the upload accepts back; also `.csv` and `.apkg`. */
export const learnsetExportPath = (set: { id_: string; title: string }, format: LearnsetExportFormat = 'json') =>
  `/dateien/lernsets/${set.id_}/${sanitizeFileName(set.title, format)}`;
