import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, [tsx, 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

describe('server process', () => {
  it('refuses to start on a bad variable with one line naming it', async () => {
    const { exited, stderr } = startMain({ PORT: 'abc' });
    expect(await exited).toBe(1);
    expect(stderr().trim().split('\n')).toHaveLength(1);
    expect(stderr()).toContain('PORT');
  });

  it('creates its SQLite database, serves, and exits cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-main-'));
    const port = await freePort();
    const { child, exited } = startMain({ PORT: String(port), DATA_DIR: dataDir });
    let health: unknown;
    // A minute and a half: on a busy machine a start can take half a minute.
    for (const deadline = Date.now() + 90_000; !health && Date.now() < deadline;) {
      health = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
        (r) => r.json(),
        () => undefined,
      );
      if (!health) await new Promise((r) => setTimeout(r, 100));
    }
    expect(health).toEqual({ status: 'success', database: 'ok' });
    expect(fs.existsSync(path.join(dataDir, 'app.db'))).toBe(true);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
