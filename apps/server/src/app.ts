import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, PRODUCT_NAME } from '@app/shared';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import { Redis } from 'ioredis';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DbHandle } from './db/connection';
import { withClientsLeavingAtInfo } from './lib/logger-options';
import { AddressHashes, FileDailyKeys, RedisDailyKeys } from './lib/address-keys';
import { Throttle } from './lib/throttle';
import { WriterThread } from './writer/writer-thread';
import { trustProxyOption } from './lib/trust-proxy';
import { accountRoutes } from './modules/account/account.routes';
import { calendarRoutes } from './modules/calendars/calendars.routes';
import { registerCalendarSourceScheduler } from './modules/calendars/calendar-source-scheduler';
import { documentFileRoutes } from './modules/documents/document-files.routes';
import { documentRoutes } from './modules/documents/documents.routes';
import { authorizeRoutes } from './modules/authorize/authorize.routes';
import { faviconRoutes } from './modules/favicon/favicon.routes';
import { learnsetExportRoutes } from './modules/learnsets/learnset-export.routes';
import { LearnsetParsePool } from './modules/learnsets/learnset-parse-pool';
import { learnsetRoutes } from './modules/learnsets/learnsets.routes';
import { newsRoutes } from './modules/news/news.routes';
import { unsubscribeRoutes } from './modules/newsletter/unsubscribe.routes';
import { premiumRoutes } from './modules/premium/premium.routes';
import { registerReminderScheduler } from './modules/reminders/reminder-scheduler';
import { registerRetention } from './modules/system/retention-scheduler';
import { studyHomeRoutes } from './modules/study-home/study-home.routes';
import { systemRoutes } from './modules/system/system.routes';
import { registerAccessLog } from './plugins/access-log';
import { clientErrorReply, frameworkErrorReply, registerErrorHandling } from './plugins/errors';
import { registerIpBlock } from './plugins/ip-block';
import { registerRequestEncodingGuard } from './plugins/request-encoding';
import { registerRouteTable } from './plugins/route-table';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions } from './plugins/session';
import {
  DEFAULT_HTTP_TIMEOUTS,
  type HttpTimeouts,
  registerSlowClientGuard,
  serverTimeouts,
} from './plugins/slow-clients';
import { registerUploadThrottle } from './plugins/upload-throttle';
import { registerWebApp } from './plugins/web-app';
import { registerXsrf } from './plugins/xsrf';
import { registerZodSchemas, toJsonSchema } from './plugins/zod-schemas';
import type { AppContext } from './types';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/web/dist, from src/ (tsx, tests) and from dist/ (built server) alike. */
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

export interface BuildOptions {
  config: Config;
  database: DbHandle;
  webDist?: string;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
  /** Connection and body timeouts; tests shorten them. */
  timeouts?: HttpTimeouts;
  /** The clock of mailed links' expiry; tests pass their own. */
  now?: () => Date;
}

/** Builds the whole app without listening: main.ts listens, tests inject. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  const timeouts = opts.timeouts ?? DEFAULT_HTTP_TIMEOUTS;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : withClientsLeavingAtInfo(typeof opts.logger === 'object' ? opts.logger : { level: config.logLevel }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 256 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: 2048 },
    ...serverTimeouts(timeouts),
    // Headers are checked this often against their timeout (Node's default is 30 s).
    http: { connectionsCheckingInterval: Math.min(timeouts.headersMs, 5_000) },
    frameworkErrors: frameworkErrorReply,
    clientErrorHandler: clientErrorReply,
  });
  registerSlowClientGuard(app, timeouts);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis unavailable'));
  const throttle = await Throttle.open(database.db, redis, (err) =>
    app.log.warn({ err }, 'redis throttle failed; using the database'),
  );
  // The access log's daily keys: outside the database, in DATA_DIR/keys or in Redis (decision 0026).
  const keyFiles = new FileDailyKeys(path.join(config.dataDir, 'keys'));
  const addressKeys = redis
    ? new RedisDailyKeys(redis, keyFiles, (err) => app.log.warn({ err }, 'redis keys failed; using DATA_DIR/keys'))
    : keyFiles;
  const writer = database.engine === 'sqlite' ? new WriterThread(config.dataDir) : undefined;
  // Uploads are parsed in child processes, two at a time. A stop ends their jobs with 503 and kills
  // the children before the server waits for its requests: it never waits for a hostile file.
  const parsePool = new LearnsetParsePool({ maxChildren: 2, timeoutMs: config.parseTimeoutMs });
  app.addHook('preClose', async () => parsePool.close());
  const ctx: AppContext = {
    config,
    db: database.db,
    engine: database.engine,
    throttle,
    writer,
    parsePool,
    now: opts.now,
  };

  // onClose hooks run in reverse order of registration: the writer thread and the database close last.
  app.addHook('onClose', async () => {
    await writer?.close();
    redis?.disconnect();
    await database.db.destroy();
  });
  app.decorateRequest('accountId', null);
  app.decorateRequest('account', null);
  registerRouteTable(app);
  registerErrorHandling(app);
  registerZodSchemas(app);
  await app.register(fastifyCookie);
  // Static assets and lists are pre-compressed at high levels; what is compressed per request is
  // dynamic JSON (up to ~20 MB for learn mode), where brotli's fastest level is 5× quicker than
  // its default for 10 % more bytes.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 4 },
    // Replies only: compressed request bodies are refused unread (request-encoding.ts).
    globalDecompression: false,
  });
  registerRequestEncodingGuard(app);
  registerSecurityHeaders(app, { hsts: config.secureCookies });
  // Before sessions and everything else: a blocked address costs no further work.
  registerIpBlock(app, { db: database.db, contact: config.imprint.mail });
  registerXsrf(app, { secure: config.secureCookies });
  registerSessions(app, { db: database.db, secure: config.secureCookies });
  registerUploadThrottle(app, throttle, config.uploadsPerHour);
  registerAccessLog(app, { db: database.db, engine: database.engine, hashes: new AddressHashes(addressKeys), writer });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${PRODUCT_NAME} API`, version: '1.0.0' },
      servers: [{ url: config.publicUrl }],
    },
    transform: ({ schema, url }) => {
      const s = (schema ?? {}) as Record<string, unknown>;
      const out: Record<string, unknown> = { ...s };
      for (const key of ['body', 'querystring', 'params', 'headers'] as const) {
        if (s[key]) out[key] = toJsonSchema(s[key]);
      }
      if (s.response && typeof s.response === 'object') {
        out.response = Object.fromEntries(
          Object.entries(s.response as Record<string, unknown>).map(([code, r]) => [code, toJsonSchema(r)]),
        );
      }
      return { schema: out as never, url };
    },
  });

  await app.register(
    async (scope) => {
      const api = scope.withTypeProvider<ZodTypeProvider>();
      await systemRoutes(api, ctx);
      await accountRoutes(api, ctx);
      await newsRoutes(api, ctx);
      await premiumRoutes(api, ctx);
      await authorizeRoutes(api, ctx);
      await faviconRoutes(api, ctx);
      await documentRoutes(api, ctx);
      await learnsetRoutes(api, ctx);
      await calendarRoutes(api, ctx);
      await studyHomeRoutes(api, ctx);
    },
    { prefix: API_PREFIX },
  );

  await learnsetExportRoutes(app, ctx);

  // The unsubscribe page of newsletter and reminder mails (a page: outside /api/v1).
  await unsubscribeRoutes(app, ctx);
  await registerReminderScheduler(app, ctx);
  registerCalendarSourceScheduler(app, ctx);
  registerRetention(app, ctx);

  await documentFileRoutes(app, ctx);

  await registerWebApp(app, { webDist: opts.webDist ?? DEFAULT_WEB_DIST });

  return app;
}
