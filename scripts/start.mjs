// `npm start`: build when the build is missing or stale, then run the server (migrations run at start).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, buildIsStale, root } from './build-lib.mjs';

if (buildIsStale()) {
  console.log('Baue die Anwendung (einmalig nach Änderungen)...');
  await build();
}
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
