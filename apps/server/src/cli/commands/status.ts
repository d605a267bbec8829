import { JobQueueRepository } from '../../lib/jobs/job-queue.repository';
import { DocumentFilesRepository } from '../../modules/library/files/document-files.repository';
import { findTools, missingToolEffects, TOOL_NAMES } from '../../modules/library/files/tools';
import type { Command } from '../command';

/** German names of the states of `document_files` (migration 0028). */
const STATES: Readonly<Record<string, string>> = {
  done: 'fertig',
  empty: 'ohne Text',
  failed: 'fehlgeschlagen',
  unsupported: 'Format nicht lesbar',
  'tool-missing': 'Programm fehlt',
};
const counted = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([state, n]) => `${STATES[state] ?? state} ${n}`)
    .join(', ') || 'keine';

/**
 * `status`: what the background work of this installation can do and how far it is: the
 * programs found on PATH (text and thumbnails of documents), the job queue, the documents' states.
 */
export const statusCommand: Command = {
  words: ['status'],
  usage: 'status',
  summary: 'Programme für Text und Vorschaubilder, Warteschlange der Hintergrundaufträge, Stand der Dokumente',
  async run(_args, { database, out }) {
    const { db, engine } = await database();
    const tools = await findTools();
    out(`Datenbank: ${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}`);
    out('Programme:');
    for (const name of TOOL_NAMES) out(`  ${name.padEnd(10)} ${tools[name] ?? 'fehlt'}`);
    for (const effect of missingToolEffects(tools)) out(`  ! ${effect}`);
    out('Hintergrundaufträge (wartend / laufend / aufgegeben):');
    const jobs = await new JobQueueRepository(db).counts(new Date());
    if (jobs.length === 0) out('  keine');
    for (const job of jobs) out(`  ${job.kind.padEnd(18)} ${job.waiting} / ${job.running} / ${job.failed}`);
    const states = await new DocumentFilesRepository(db).stateCounts();
    out('Dokumente:');
    out(`  Text:          ${counted(states.text)}`);
    out(`  Vorschaubild:  ${counted(states.thumbnail)}`);
    out(`  noch nicht gelesen: ${states.none}`);
  },
};
