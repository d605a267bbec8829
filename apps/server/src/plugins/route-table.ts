import type { FastifyInstance } from 'fastify';
import type { RouteAccess } from './session';

export interface RouteInfo {
  method: string;
  url: string;
  signedIn: boolean;
  /** Route option `config.ownerOnly`: changes that only the item's owner may make. */
  ownerOnly: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered: the security suite walks it, so no route can escape it. */
    routeTable: RouteInfo[];
  }
}

export function registerRouteTable(app: FastifyInstance): void {
  const table: RouteInfo[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as RouteAccess & { ownerOnly?: boolean };
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, signedIn: !!config.signedIn, ownerOnly: !!config.ownerOnly });
    }
  });
}
