import { AUTHORIZE_TEXTS, type AuthorizeBody, AuthorizeBodySchema } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { requireAccount, SIGNED_IN } from '../../plugins/session';
import type { AppContext } from '../../types';
import { AuthorizeService } from './authorize.service';

/** `POST /authorize`: hands the signed-in account's address to a third-party application. */
export async function authorizeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const service = new AuthorizeService(ctx);

  app.post(
    '/authorize',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Authorise an application: POSTs {mail, token} to its URL (same host as the redirect URL)',
        body: AuthorizeBodySchema,
      },
    },
    async (request) => {
      const host = await service.authorize(requireAccount(request), request.body as AuthorizeBody);
      request.log.info({ host }, 'application authorised');
      return { status: 'success', message: AUTHORIZE_TEXTS.success };
    },
  );
}
