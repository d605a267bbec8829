// `npm run dev`: the API server in watch mode and Vite's dev server proxying /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, VITE_CONFIG_LOADER } from './build-lib.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), ...VITE_CONFIG_LOADER], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
