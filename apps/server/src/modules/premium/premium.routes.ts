import { binaryReply, PRODUCTS } from '@app/shared';
import { requireAccount, SIGNED_IN } from '../../kernel/session-account';
import type { Api, AppContext } from '../../types';
import { PremiumService } from './premium.service';

/** `GET /qrbill/premiumYear` and `/qrbill/premiumLiteYear`: the signed-in account's QR-bill. */
export async function premiumRoutes(app: Api, ctx: AppContext): Promise<void> {
  const service = new PremiumService(ctx.db, ctx.config.payee);

  for (const product of Object.values(PRODUCTS)) {
    app.get(
      `/qrbill/${product.bill}`,
      {
        config: SIGNED_IN,
        schema: {
          summary: `QR-bill (SVG) for ${product.name}; 503 while no payee IBAN is configured`,
          response: { 200: binaryReply('image/svg+xml: the Swiss QR-bill') },
        },
      },
      async (request, reply) => {
        const svg = await service.bill(requireAccount(request), product);
        // Personal (the account is named on it): never in a shared cache.
        return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'private, no-store').send(svg);
      },
    );
  }
}
