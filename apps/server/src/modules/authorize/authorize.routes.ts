import { AUTHORIZE_TEXTS, AuthorizeBodySchema, MessageReplySchema } from '@app/shared';
import { requireAccount, SIGNED_IN } from '../../kernel/session-account';
import { success } from '../../lib/success';
import type { Api, AppContext } from '../../types';
import { AuthorizeService } from './authorize.service';

/** `POST /authorize`: hands the signed-in account's address to a third-party application. */
export async function authorizeRoutes(app: Api, ctx: AppContext): Promise<void> {
  const service = new AuthorizeService(ctx);

  app.post(
    '/authorize',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Authorise an application: POSTs {mail, token} to its URL (same host as the redirect URL)',
        body: AuthorizeBodySchema,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) => {
      const host = await service.authorize(requireAccount(request), request.body);
      request.log.info({ host }, 'application authorised');
      return success({ message: AUTHORIZE_TEXTS.success });
    },
  );
}
