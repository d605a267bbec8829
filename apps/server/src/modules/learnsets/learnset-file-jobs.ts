import type { SheetColumns } from '@app/shared';
import { HttpError } from '../../lib/http-error';
import type { ParsePool } from '../../parse-pool/parse-pool';
import type { ExportCard } from './anki/anki-export';
import type { ParseOutcome } from './learnset-child-jobs';

export const PARSE_TIMEOUT_MESSAGE =
  'Die Datei konnte nicht rechtzeitig gelesen werden. Bitte prüfen Sie das Format oder teilen Sie sie in kleinere Lernsets auf.';
export const PARSE_FAILED_MESSAGE = 'Die Datei konnte nicht gelesen werden. Bitte prüfen Sie das Format.';
export const EXPORT_FAILED_MESSAGE =
  'Das Anki-Paket konnte nicht erstellt werden. Bitte versuchen Sie es später erneut.';

/** The error of a job whose child hung or died: 400 for a file the user sent, 503 for an export. */
const parseFailure = (timedOut: boolean) => new HttpError(400, timedOut ? PARSE_TIMEOUT_MESSAGE : PARSE_FAILED_MESSAGE);
const exportFailure = () => new HttpError(503, EXPORT_FAILED_MESSAGE);

/**
 * The learning sets' work in child processes (parse-pool/, run by learnset-child-jobs.ts):
 * uploaded files are parsed there, so a 16 MiB JSON or a 64 MiB Anki package never blocks other
 * requests, and Anki packages are built there, in a pool of their own so a burst of exports never
 * holds up the parsing of uploads. A job that takes too long, or a child that dies (out of its
 * heap), answers a German error, and the next job gets a fresh child.
 */
export class LearnsetFileJobs {
  /** @param pools the app's pools: `parsePool` for uploads, `exportPool` for packages */
  constructor(private readonly pools: { parsePool: ParsePool; exportPool: ParsePool }) {}

  /** The parse result (with an Anki package's pictures). Which parser runs is told by the file name's extension. */
  parse(fileName: string, bytes: Uint8Array, maxItems: number, columns?: SheetColumns): Promise<ParseOutcome> {
    return this.pools.parsePool.run(
      { kind: 'parse', fileName, bytes, maxItems, ...(columns ? { columns } : {}) },
      parseFailure,
    );
  }

  /**
   * Writes a set as an Anki package (`.apkg`) to `outPath`, in a child: SQLite and reading the
   * pictures take a while. Resolves with the package's size.
   */
  exportAnki(title: string, cards: ExportCard[], outPath: string): Promise<number> {
    return this.pools.exportPool.run({ kind: 'anki-export', title, cards, outPath }, exportFailure);
  }
}
