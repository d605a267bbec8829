import { parentPort } from 'node:worker_threads';
import { learnsetFileFormat, type LearnsetParseResult, parseLearnsetFile } from '@app/shared';
import { type ExportCard, exportAnkiPackage } from './anki/anki-export';
import { type AnkiParseResult, parseAnkiPackage } from './anki/anki-import';

/** A parse job: the file's bytes arrive transferred, not copied. */
export interface ParseJob {
  kind: 'parse';
  id: number;
  fileName: string;
  bytes: ArrayBuffer;
  maxItems: number;
}
/** An export job: a set's exercises (and their pictures) to write as an Anki package. */
export interface AnkiExportJob {
  kind: 'anki-export';
  id: number;
  title: string;
  cards: ExportCard[];
}
export type WorkerJob = ParseJob | AnkiExportJob;

/** What a job yields: the exercises, and for an Anki package the pictures its cards show. */
export type ParseOutcome = LearnsetParseResult | AnkiParseResult;

async function parse(job: ParseJob): Promise<ParseOutcome> {
  const bytes = new Uint8Array(job.bytes);
  if (learnsetFileFormat(job.fileName) === 'apkg') return parseAnkiPackage(bytes, job.maxItems);
  return parseLearnsetFile(job.fileName, bytes, job.maxItems);
}

// The entry of the parse worker (learnset-parse-pool.ts): parses off the event loop. It says
// when it is ready, so a job's time limit counts parsing, not the worker's start.
parentPort?.postMessage({ ready: true });
parentPort?.on('message', (job: WorkerJob) => {
  if (job.kind === 'anki-export') {
    const bytes = exportAnkiPackage(job.title, job.cards);
    const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
    parentPort?.postMessage({ id: job.id, result: bytes }, whole ? [bytes.buffer as ArrayBuffer] : []);
    return;
  }
  void parse(job).then((result) => {
    // A deck's pictures go back moved, not copied (each owns its whole buffer).
    const pictures = 'images' in result ? result.images.map((image) => image.bytes) : [];
    const whole = pictures.filter((bytes) => bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength);
    parentPort?.postMessage({ id: job.id, result }, [...new Set(whole.map((bytes) => bytes.buffer as ArrayBuffer))]);
  });
});
