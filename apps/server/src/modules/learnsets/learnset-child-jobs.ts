import {
  isAnkiFile,
  learnsetFileFormat,
  type LearnsetParseResult,
  parseLearnsetFile,
  type SheetColumns,
} from '@app/shared';
import { type ExportCard, writeAnkiPackage } from './anki/anki-export';
import { fieldText } from './anki/anki-html';
import { type AnkiParseResult, parseAnkiPackage } from './anki/anki-import';

/** A parse job: the file's bytes travel on the parse child's pipe, not through its messages. */
export interface ParseJob {
  kind: 'parse';
  fileName: string;
  bytes: Uint8Array;
  maxItems: number;
  /** The pupil's column choice for a table file (upload page); absent for SPEC's form. */
  columns?: SheetColumns;
}
/**
 * An export job: a set's exercises, with the files of their pictures, to write as an Anki package
 * to `outPath`. The pictures are read there, never sent: a set may carry hundreds of MB of them.
 */
export interface AnkiExportJob {
  kind: 'anki-export';
  title: string;
  cards: ExportCard[];
  outPath: string;
}
export type LearnsetChildJob = ParseJob | AnkiExportJob;

/** What a job yields: the exercises, and for an Anki package the pictures its cards show. */
export type ParseOutcome = LearnsetParseResult | AnkiParseResult;

async function parse(job: ParseJob): Promise<ParseOutcome> {
  if (isAnkiFile(learnsetFileFormat(job.fileName))) return parseAnkiPackage(job.bytes, job.maxItems);
  // Anki's HTML text export is read as its packages are, by the same rule.
  return parseLearnsetFile(job.fileName, job.bytes, job.maxItems, {
    ...(job.columns ? { columns: job.columns } : {}),
    htmlToText: (html) => fieldText(html).text,
  });
}

/** Runs a learning-set job in a parse child (src/parse-child.ts), off the server's event loop. */
export function runLearnsetJob(job: LearnsetChildJob): Promise<unknown> | unknown {
  if (job.kind === 'anki-export') return writeAnkiPackage(job.title, job.cards, job.outPath);
  return parse(job);
}
