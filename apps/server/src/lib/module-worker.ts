import { type ChildProcess, fork, type ForkOptions } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** An entry module of a thread or child process: `name` beside the module at `from` (its `import.meta.url`). */
export interface EntryModule {
  from: string;
  name: string;
}

/**
 * Starts the worker thread whose entry module is `name`, beside the module at `from` (its
 * `import.meta.url`): the bundled `name.js` next to main.js in dist/ (esbuild builds each worker
 * as an entry point of its own), or the TypeScript source in tests and `npm run dev`, where a tiny
 * bootstrap registers tsx first (Node 20 does not apply `--import tsx` to a worker's entry in time).
 */
export function startModuleWorker(from: string, name: string, options: WorkerOptions = {}): Worker {
  if (!from.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, from), options);
  const source = new URL(`./${name}.ts`, from).href;
  const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`;
  // execArgv: none of the host's flags (a test runner's loaders would count against a heap limit).
  return new Worker(bootstrap, { ...options, eval: true, execArgv: [] });
}

/**
 * Starts the child process whose entry module is `name`, beside the module at `from`: the bundled
 * `name.js` in dist/, or the TypeScript source run by tsx (tests, `npm run dev`), whose loader
 * `--import` registers before the entry loads. Only `options.execArgv` is passed, none of the
 * host's flags.
 */
export function forkModule(from: string, name: string, options: ForkOptions = {}): ChildProcess {
  const execArgv = options.execArgv ?? [];
  if (!from.endsWith('.ts')) return fork(fileURLToPath(new URL(`./${name}.js`, from)), [], { ...options, execArgv });
  const tsx = pathToFileURL(createRequire(from).resolve('tsx')).href;
  const source = fileURLToPath(new URL(`./${name}.ts`, from));
  return fork(source, [], { ...options, execArgv: ['--import', tsx, ...execArgv] });
}
