import { Worker, type WorkerOptions } from 'node:worker_threads';

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
