import path from 'node:path';
import { binaryReply } from '@app/shared';
import { z } from 'zod';
import type { Api, AppContext } from '../../types';
import { IconCache } from './favicon-cache';
import { FaviconRepository } from './favicon.repository';
import { FaviconService } from './favicon.service';

/** Even a site's SVG can never run script or load anything when opened directly. */
export const ICON_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The site's address is the rest of the path: encoded as one segment, or as the old client sends it, unencoded. */
const Params = z.object({ '*': z.string() });

/** GET /favicon/{url}: the icon of a favourite's site, fetched and cached by the server. */
export async function faviconRoutes(app: Api, ctx: AppContext): Promise<void> {
  const service = new FaviconService({
    cache: new IconCache(path.join(ctx.config.dataDir, 'favicons')),
    favorites: new FaviconRepository(ctx.db),
    throttle: ctx.throttle,
    allowPrivate: ctx.config.outboundAllowPrivate,
  });

  app.get(
    '/favicon/*',
    {
      schema: {
        summary: "The icon of a favourite's site (URL-encoded or not); a letter icon when it has none",
        params: Params,
        response: { 200: binaryReply('the icon (PNG, ICO, GIF, JPEG, WebP or SVG)') },
      },
    },
    async (request, reply) => {
      const url = request.params['*'];
      const { icon, final } = await service.iconFor(url, request.ip);
      return (
        reply
          .type(icon.type)
          // A stand-in (the site was not asked) must not stick: the next page view tries again.
          .header('cache-control', final ? 'public, max-age=86400' : 'no-store')
          .header('content-security-policy', ICON_CSP)
          .header('x-content-type-options', 'nosniff')
          .send(icon.body)
      );
    },
  );
}
