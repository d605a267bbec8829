import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../types';
import { FaviconService } from './favicon.service';

/** Even a site's SVG can never run script or load anything when opened directly. */
export const ICON_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const Params = z.object({ url: z.string() });

/** GET /favicon/{url}: the icon of a favourite's site, fetched and cached by the server. */
export async function faviconRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = new FaviconService({
    dir: path.join(ctx.config.dataDir, 'favicons'),
    allowPrivate: ctx.config.outboundAllowPrivate,
  });

  app.get(
    '/favicon/:url',
    {
      schema: {
        summary: "The icon of a favourite's site (URL-encoded); a letter icon when it has none",
        params: Params,
      },
    },
    async (request, reply) => {
      const { url } = request.params as z.infer<typeof Params>;
      const icon = await service.iconFor(url);
      return reply
        .type(icon.type)
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', ICON_CSP)
        .header('x-content-type-options', 'nosniff')
        .send(icon.body);
    },
  );
}
