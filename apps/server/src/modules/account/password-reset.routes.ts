import {
  MessageReplySchema,
  PASSWORD_RESET_TEXTS,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
} from '@app/shared';
import { success } from '../../lib/success';
import type { Api, AppContext } from '../../types';
import { PasswordResetService } from './password-reset.service';

/** 'Passwort vergessen?': ask for a mailed link, then set a new password with it. */
export async function passwordResetRoutes(app: Api, ctx: AppContext): Promise<void> {
  const service = new PasswordResetService(
    ctx,
    ctx.mailer,
    ctx.throttle,
    (err) => app.log.warn({ err }, 'password reset link not mailed'),
    ctx.now,
  );

  app.post(
    '/account/password-reset',
    {
      schema: {
        summary: 'Mail a link that sets a new password; the same reply whether or not the address exists',
        body: PasswordResetRequestSchema,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) => {
      await service.request(request.body.email);
      return success({ message: PASSWORD_RESET_TEXTS.requested });
    },
  );

  app.post(
    '/account/password-reset/confirm',
    {
      schema: {
        summary: 'Set a new password with the mailed token (15 minutes, once); ends every session',
        body: PasswordResetConfirmSchema,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) => {
      await service.confirm(request.body);
      return success({ message: PASSWORD_RESET_TEXTS.done });
    },
  );
}
