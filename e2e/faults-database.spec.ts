// Fault test (PostgreSQL only, with TEST_DATABASE_URL): the server's database connection runs
// through a TCP proxy that the test cuts and restores, so the machine's shared PostgreSQL is never
// restarted. Meanwhile the server must answer 503 with the German message, then recover by itself.
import { once } from 'node:events';
import net from 'node:net';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness, itemForm, pgBase, until } from './faults-fixtures';
import type { RunningServer } from './fixtures';

// Verbatim from SPEC / HTTP_MESSAGES.unavailable: the test guards the text, so it does not import it.
const UNAVAILABLE = 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in Kürze erneut.';

/** A reply within a minute even on a busy machine; one that hangs on the lost database never comes. */
const anonymous = async (server: RunningServer, url: string) => {
  const res = await fetch(server.url + url, { signal: AbortSignal.timeout(60_000) });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
};

/** A TCP proxy in front of PostgreSQL that the test can cut and restore, on the same port. */
class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  /** 'forward': PostgreSQL reachable; 'reset': connections accepted and dropped at once (restarting). */
  async start(mode: 'forward' | 'reset' = 'forward'): Promise<void> {
    const server = net.createServer((client) => {
      if (mode === 'reset') return void client.destroy();
      const upstream = net.connect(this.target);
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(a);
        a.on('error', () => b.destroy());
        a.on('close', () => {
          this.sockets.delete(a);
          b.destroy();
        });
        a.pipe(b);
      }
    });
    server.listen(this.port, '127.0.0.1');
    await once(server, 'listening');
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** PostgreSQL gone: every open connection drops and new ones are refused. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    const closed = server ? once(server, 'close') : Promise.resolve();
    server?.close();
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

const describePg = pgBase ? describe : describe.skip;

describePg('PostgreSQL unavailable under a running server', () => {
  let h: Harness;
  let proxy: TcpProxy;
  beforeAll(async () => {
    h = await Harness.create('postgres');
    const target = new URL(pgBase as string);
    proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
  });
  afterAll(async () => {
    await proxy?.cut();
    await h?.dispose();
  });

  it('answers 503 with the German message meanwhile and recovers without a restart', async () => {
    const url = new URL(h.env.DATABASE_URL as string);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const server = await h.start({ DATABASE_URL: url.toString() });
    const client = await h.signedInClient();
    const uploaded = await client.post(
      server,
      '/api/v1/documents/new/form',
      itemForm('Vor dem Ausfall', { name: 'notiz.txt', content: 'Hallo\n' }),
    );
    expect(uploaded.status).toBe(200);
    expect((await anonymous(server, '/api/v1/health')).status).toBe(200);

    // A request waiting in PostgreSQL (behind a table lock) when the connection drops.
    const admin = h.admin as pg.Pool;
    const locker = await admin.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table documents in access exclusive mode');
      const waiting = anonymous(server, '/api/v1/documents/list');
      await until('the list request to wait for its lock', async () => {
        const { rows } = await admin.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'`,
          [new URL(h.env.DATABASE_URL as string).searchParams.get('application_name')],
        );
        return (rows[0]?.n ?? 0) > 0 ? true : undefined;
      });
      await proxy.cut();
      const cutOff = await waiting;
      expect([cutOff.status, cutOff.body?.message]).toEqual([503, UNAVAILABLE]);
    } finally {
      await locker.query('rollback').catch(() => {});
      locker.release();
    }

    /** While the database cannot be reached: what needs it answers 503 with the German message. */
    const expectUnavailable = async () => {
      for (const url of ['/api/v1/health', '/api/v1/documents/list', '/api/v1/learnsets/list']) {
        const reply = await anonymous(server, url);
        expect({ url, status: reply.status, message: reply.body?.message }).toEqual({
          url,
          status: 503,
          message: UNAVAILABLE,
        });
      }
      // A signed-in request needs the database for its session already.
      const account = await client.get(server, '/api/v1/account');
      expect([account.status, account.body.message]).toEqual([503, UNAVAILABLE]);
      // The process is still up and answers what needs no database.
      expect(server.process.exitCode).toBeNull();
      expect((await anonymous(server, '/api/v1/constants')).status).toBe(200);
    };
    await expectUnavailable(); // connections refused
    await proxy.start('reset');
    await expectUnavailable(); // connections accepted and dropped, as while PostgreSQL restarts
    await proxy.cut();

    await proxy.start();
    const list = await until('the database to be back', async () => {
      const reply = await anonymous(server, '/api/v1/documents/list').catch(() => null);
      return reply?.status === 200 ? reply : undefined;
    });
    expect((list.body?.documents as { title: string }[]).map((d) => d.title)).toEqual(['Vor dem Ausfall']);
    expect((await anonymous(server, '/api/v1/health')).status).toBe(200);
    expect((await client.get(server, '/api/v1/account')).body.valid).toBe(true);
    expect(server.process.exitCode).toBeNull();
    expect(h.servers).toHaveLength(1);
    expect(server.logs()).not.toMatch(/unhandled|uncaught/i);
    expect(await server.stop()).toBe(0);
  });
});
