import { ErrorReplySchema } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteAccess } from '../kernel/session-account';

export interface RouteInfo {
  method: string;
  url: string;
  signedIn: boolean;
  /** The status codes the route's schema describes a reply for. */
  replies: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered: the security suite walks it, so no route can escape it. */
    routeTable: RouteInfo[];
  }
}

/** Every error any route can answer, in the same envelope (plugins/errors.ts). */
const ERROR_STATUSES = ['400', '401', '403', '404', '413', '429', '503'];

/**
 * Records every route, and gives each route that describes its success reply the error envelope
 * for every error status, so the OpenAPI document lists those replies too.
 */
async function recordRoutes(app: FastifyInstance): Promise<void> {
  const table: RouteInfo[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as RouteAccess;
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (response) {
      for (const status of ERROR_STATUSES) response[status] ??= ErrorReplySchema;
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      table.push({
        method,
        url: route.url,
        signedIn: !!config.signedIn,
        replies: Object.keys(response ?? {}),
      });
    }
  });
}

/** First of all plugins: it sees every route registered after it. */
export const routeTablePlugin = fp(recordRoutes, { name: 'route-table' });
