import type { EntryModule } from './lib/module-worker';

/*
 * The entry modules of the processes and threads the server starts beside its event loop: files
 * next to this one in src/ (tests, `npm run dev`), bundled next to main.js in dist/
 * (scripts/build-lib.mjs builds each as an entry point of its own). Each one composes the jobs
 * of the modules that own them, as app.ts composes the server.
 */

/** A parse child: uploaded files (learning sets, Anki packages, calendars) and Anki exports. */
export const PARSE_CHILD: EntryModule = { from: import.meta.url, name: 'parse-child' };

/** SQLite's writer thread: answers and the access log. */
export const WRITER_THREAD: EntryModule = { from: import.meta.url, name: 'writer-worker' };
