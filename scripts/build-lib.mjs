// Build helpers shared by `npm run build`, `npm start` and the test runner.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The web app's Vite config imports the shared package's TypeScript, which Node cannot load itself. */
export const VITE_CONFIG_LOADER = ['--configLoader', 'runner'];
const stampFile = path.join(root, 'apps/server/dist/.build-stamp');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/chunk-groups.ts',
  'apps/web/preact-aliases.ts',
  'apps/server/src',
  'packages/shared/src',
  'package-lock.json',
  'scripts/build-lib.mjs',
];

function newestMtime(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** True when a source file is newer than the last build (or there is none). */
export function buildIsStale() {
  if (!fs.existsSync(stampFile) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) return true;
  const built = fs.statSync(stampFile).mtimeMs;
  return inputs.some((p) => newestMtime(p) > built);
}

function run(cmd, args, cwd = root) {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/** Pre-compressed copies so the server never compresses static assets per request. */
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (/\.(js|css|html|svg|webmanifest|json|txt)$/.test(entry.name)) {
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
    }
  }
}

/**
 * pdf.js's worker and standard fonts as same-origin files for the document preview (the CSP's
 * `worker-src 'self'`), under the library's version, so a page and its worker always match:
 * `/pdfjs/{version}/pdf.worker.js`. Not precached by the service worker (1 MB, only for PDFs
 * on browsers without a viewer of their own).
 */
async function buildPdfWorker(esbuild) {
  const pdfjs = path.join(root, 'node_modules/pdfjs-dist');
  const { version } = JSON.parse(fs.readFileSync(path.join(pdfjs, 'package.json'), 'utf8'));
  const outdir = path.join(root, 'apps/web/dist/pdfjs', version);
  await esbuild.build({
    entryPoints: { 'pdf.worker': path.join(pdfjs, 'build/pdf.worker.min.mjs') },
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'eof',
    logLevel: 'warning',
  });
  fs.cpSync(path.join(pdfjs, 'standard_fonts'), path.join(outdir, 'standard_fonts'), { recursive: true });
}

export async function build() {
  const started = Date.now();
  run(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', ...VITE_CONFIG_LOADER],
    path.join(root, 'apps/web'),
  );
  const esbuild = await import('esbuild');
  await buildPdfWorker(esbuild);
  precompress(path.join(root, 'apps/web/dist'));

  const serverPkg = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  const external = Object.keys(serverPkg.dependencies).filter((d) => !d.startsWith('@app/'));
  await esbuild.build({
    entryPoints: {
      main: 'apps/server/src/main.ts',
      admin: 'apps/server/src/cli/admin.ts',
      // Its own file: the parse pools (entries.ts, parse-pool/) start it as a child process next to main.js.
      'parse-child': 'apps/server/src/parse-child.ts',
      // Its own file: writer/writer-thread.ts starts it (entries.ts) as SQLite's writer thread.
      'writer-worker': 'apps/server/src/writer-worker.ts',
      // Its own file: learnsets/learnset-editor-judge.ts starts it to read the editor's bodies.
      'learnset-editor-worker': 'apps/server/src/modules/learnsets/learnset-editor-worker.ts',
    },
    absWorkingDir: root,
    outdir: 'apps/server/dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    logLevel: 'warning',
  });
  fs.writeFileSync(stampFile, new Date().toISOString());
  console.log(`Build fertig in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
