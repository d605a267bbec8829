import { HTTP_MESSAGES } from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connection';
import { type Cidr, cidrContains, parseCidr } from '../lib/cidr';
import { BlockedIpsRepository } from '../modules/ip-block/blocked-ips.repository';
import { isApiRequest } from '../lib/request-path';

export interface IpBlockOptions {
  db: Db;
  /** Shown on the 403 page as the address to write to. */
  contact: string;
  /** How old the in-process copy of the list may get; every instance converges within it. */
  refreshMs?: number;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function blockedPage(contact: string): string {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Zugriff gesperrt</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40em; margin: 3em auto; padding: 0 1em">
<h1>Zugriff gesperrt</h1>
<p>${HTTP_MESSAGES.blocked} Der Zugriff auf diese Website ist von hier aus nicht möglich.</p>
<p>Wenn Sie denken, dass es sich um einen Fehler handelt, schreiben Sie bitte an
<a href="mailto:${escapeHtml(contact)}">${escapeHtml(contact)}</a>.</p>
</body></html>`;
}

/**
 * The block lists the privacy statement announces: requests from a blocked address or network
 * get 403 (the JSON envelope under /api, a short German page elsewhere) before anything else runs.
 * The list lives in the database and is re-read every few seconds, not queried per request.
 */
async function ipBlock(app: FastifyInstance, opts: IpBlockOptions): Promise<void> {
  const repository = new BlockedIpsRepository(opts.db);
  const refreshMs = opts.refreshMs ?? 5000;
  const page = blockedPage(opts.contact);
  let networks: Cidr[] = [];
  let loadedAt = -Infinity;
  let loading: Promise<void> | null = null;

  const refresh = () =>
    (loading ??= repository
      .list()
      .then((rows) => {
        networks = rows.map((r) => parseCidr(r.cidr)).filter((c): c is Cidr => c !== null);
      })
      .catch((err: unknown) => app.log.warn({ err }, 'block list not refreshed; keeping the last one'))
      .finally(() => {
        // Also after a failure: a database outage must not turn into one query per request.
        loadedAt = Date.now();
        loading = null;
      }));

  // A blocked address is answered here and the request goes no further (no `done`).
  const check = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (networks.length === 0 || !networks.some((n) => cidrContains(n, request.ip))) return done();
    reply.code(403).header('cache-control', 'no-store');
    if (isApiRequest(request)) reply.send({ status: 'error', message: HTTP_MESSAGES.blocked });
    else reply.type('text/html; charset=utf-8').send(page);
  };
  app.addHook('onRequest', (request, reply, done) => {
    if (Date.now() - loadedAt > refreshMs)
      refresh()
        .then(() => check(request, reply, done))
        .catch(done);
    else check(request, reply, done);
  });
}

export const ipBlockPlugin = fp(ipBlock, { name: 'ip-block' });
