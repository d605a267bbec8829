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
import { PARSE_CHILD, WRITER_THREAD } from './entries';
import { SessionStore } from './kernel/sessions';
import { createMailer } from './mail/mailer';
import { ParsePool } from './parse-pool/parse-pool';
import { accountRoutes } from './modules/account/account.routes';
import { calendarRoutes } from './modules/calendars/calendars.routes';
import { registerCalendarSourceScheduler } from './modules/calendars/calendar-source-scheduler';
import { documentFileRoutes } from './modules/documents/document-files.routes';
import { documentRoutes } from './modules/documents/documents.routes';
import { authorizeRoutes } from './modules/authorize/authorize.routes';
import { faviconRoutes } from './modules/favicon/favicon.routes';
import { DocumentStorage } from './modules/documents/document-storage';
import { CardImageService } from './modules/learnsets/images/card-image.service';
import { learnsetExportRoutes } from './modules/learnsets/learnset-export.routes';
import { learnsetRoutes } from './modules/learnsets/learnsets.routes';
import { learnRoutes } from './modules/learn/learn.routes';
import { newsRoutes } from './modules/news/news.routes';
import { unsubscribeRoutes } from './modules/newsletter/unsubscribe.routes';
import { premiumRoutes } from './modules/premium/premium.routes';
import { registerReminderScheduler } from './modules/reminders/reminder-scheduler';
import { registerRetention } from './modules/system/retention-scheduler';
import { pruneAnswerLog } from './modules/learn/answer-retention';
import { UnsubscribeRepository } from './kernel/unsubscribe.repository';
import { studyHomeRoutes } from './modules/study-home/study-home.routes';
import { registerLibrary } from './modules/library/library';
import { startDocumentFiles } from './modules/library/files/library-files';
import { libraryStatsRoutes, thumbnailRoutes } from './modules/library/files/library-files.routes';
import { systemRoutes } from './modules/system/system.routes';
import { accessLogPlugin } from './plugins/access-log';
import { clientErrorReply, errorsPlugin, frameworkErrorReply } from './plugins/errors';
import { ipBlockPlugin } from './plugins/ip-block';
import { multipartPlugin } from './plugins/multipart';
import { requestEncodingPlugin } from './plugins/request-encoding';
import { routeTablePlugin } from './plugins/route-table';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts, serverTimeouts, slowClientsPlugin } from './plugins/slow-clients';
import { uploadThrottlePlugin } from './plugins/upload-throttle';
import { webAppPlugin } from './plugins/web-app';
import { xsrfPlugin } from './plugins/xsrf';
import { registerZodSchemas, toJsonSchema } from './plugins/zod-schemas';
import type { AppContext } from './types';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/web/dist, from src/ (tsx, tests) and from dist/ (built server) alike. */
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');
/** A large set's package takes a while to write (reading its pictures); then its child is killed. */
const ANKI_EXPORT_TIMEOUT_MS = 120_000;
/** An office document's text for the search: bounded archives take a second; then its child is killed. */
const LIBRARY_FILE_TIMEOUT_MS = 60_000;

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
  /** Runs the library's background jobs (documents' text and thumbnails, the search index): the server does (main.ts), the CLI and most tests not. */
  backgroundJobs?: boolean;
}

/**
 * Builds the whole app without listening (main.ts listens, tests inject): the composition root.
 * Infrastructure is built here once and handed to the modules in their `AppContext`; plugins are
 * registered in order (each names the plugins it needs), then each module's routes.
 */
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
  await app.register(slowClientsPlugin, timeouts);
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
  const writer = database.engine === 'sqlite' ? new WriterThread(WRITER_THREAD, config.dataDir) : undefined;
  // Uploads are parsed in child processes, two at a time; Anki packages are built in one of their
  // own, started with the first export. A stop ends their jobs with 503 and kills the children
  // before the server waits for its requests: it never waits for a hostile file or a package.
  const parsePool = new ParsePool({ child: PARSE_CHILD, maxChildren: 2, timeoutMs: config.parseTimeoutMs });
  const exportPool = new ParsePool({ child: PARSE_CHILD, maxQueued: 4, timeoutMs: ANKI_EXPORT_TIMEOUT_MS });
  // The documents' office files are read for the search in a child of their own, one at a time.
  const libraryPool = new ParsePool({
    child: PARSE_CHILD,
    maxChildren: 1,
    maxQueued: 2,
    timeoutMs: LIBRARY_FILE_TIMEOUT_MS,
  });
  app.addHook('preClose', async () => {
    await Promise.all([parsePool.close(), exportPool.close(), libraryPool.close()]);
  });
  const ctx: AppContext = {
    config,
    db: database.db,
    engine: database.engine,
    throttle,
    sessions: new SessionStore(database.db, config.secureCookies),
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'mail'),
      log: (m) => app.log.info(m),
    }),
    writer,
    parsePool,
    exportPool,
    now: opts.now,
  };
  // The stored files: documents, and the card images that sets and Anki imports and exports share.
  const documentFiles = new DocumentStorage(config.filesDir);
  const cardImages = new CardImageService(ctx);
  const libraryFiles = await startDocumentFiles(app, ctx, { pool: libraryPool });

  // onClose hooks run in reverse order of registration: the writer thread and the database close last.
  app.addHook('onClose', async () => {
    await writer?.close();
    redis?.disconnect();
    await database.db.destroy();
  });
  await app.register(routeTablePlugin);
  await app.register(errorsPlugin);
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
  await app.register(requestEncodingPlugin);
  await app.register(securityHeadersPlugin, { hsts: config.secureCookies });
  // Before sessions and everything else: a blocked address costs no further work.
  await app.register(ipBlockPlugin, { db: database.db, contact: config.imprint.mail });
  await app.register(xsrfPlugin, { secure: config.secureCookies });
  await app.register(sessionPlugin, { sessions: ctx.sessions });
  await app.register(uploadThrottlePlugin, { throttle, perHour: config.uploadsPerHour });
  await app.register(accessLogPlugin, {
    db: database.db,
    engine: database.engine,
    hashes: new AddressHashes(addressKeys),
    writer,
  });

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
      // The upload forms' parser, for the API only.
      await scope.register(multipartPlugin);
      await systemRoutes(api, ctx);
      await accountRoutes(api, ctx);
      await newsRoutes(api, ctx);
      await premiumRoutes(api, ctx);
      await authorizeRoutes(api, ctx);
      await faviconRoutes(api, ctx);
      await documentRoutes(api, ctx, documentFiles);
      await learnsetRoutes(api, ctx, cardImages);
      await learnRoutes(api, ctx);
      await calendarRoutes(api, ctx);
      await studyHomeRoutes(api, ctx);
      // The search and the background jobs that keep its index (runner stopped before the database closes).
      // The document's text and picture first, then its words into the index.
      await registerLibrary(
        api,
        ctx,
        [
          async (id) => {
            await libraryFiles.process(id);
          },
        ],
        opts.backgroundJobs ?? false,
      );
      await libraryStatsRoutes(api, ctx);
    },
    { prefix: API_PREFIX },
  );

  await learnsetExportRoutes(app, ctx, cardImages);

  // The unsubscribe page of newsletter and reminder mails (a page: outside /api/v1).
  await unsubscribeRoutes(app, ctx);
  await registerReminderScheduler(app, ctx);
  registerCalendarSourceScheduler(app, ctx);
  registerRetention(app, {
    answers: (at) => pruneAnswerLog(database.db, at),
    links: (at) => new UnsubscribeRepository(database.db).pruneExpired(at),
  });

  await documentFileRoutes(app, ctx, documentFiles);
  await thumbnailRoutes(app, libraryFiles);

  await app.register(webAppPlugin, { webDist: opts.webDist ?? DEFAULT_WEB_DIST });

  return app;
}
