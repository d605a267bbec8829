import {
  ACCOUNT_TEXTS,
  AccountReplySchema,
  MessageReplySchema,
  RegisterContinueSchema,
  registerRequestSchema,
  SignInSchema,
  SuccessReplySchema,
} from '@app/shared';
import { success } from '../../lib/success';
import type { Api, AppContext } from '../../types';
import { toAccount } from './account-info';
import { AccountService } from './account.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS, DEVICE_COOKIE_PATH, DeviceCookies } from './device-cookie';
import { passwordResetRoutes } from './password-reset.routes';
import { settingsRoutes } from './settings.routes';

/** Registration, confirmation, sign-in, logout, the account call and the settings. */
export async function accountRoutes(app: Api, ctx: AppContext): Promise<void> {
  const service = new AccountService(ctx, ctx.mailer, await DeviceCookies.open(ctx.db), (err) =>
    app.log.warn({ err }, 'lockout notice not mailed'),
  );
  const secure = ctx.config.secureCookies;

  app.get(
    '/account',
    { schema: { summary: 'The current account, or a visitor', response: { 200: AccountReplySchema } } },
    async (request) => success(toAccount(request.account ?? undefined)),
  );

  app.post(
    '/account/register',
    {
      schema: {
        summary: 'Start a registration: mails a confirmation link',
        body: registerRequestSchema(ctx.config.schoolEmailDomain),
        response: { 200: MessageReplySchema },
      },
    },
    async (request) => {
      await service.register(request.body, request.ip);
      return success({ message: ACCOUNT_TEXTS.registered });
    },
  );

  app.post(
    '/account/register/continue',
    {
      schema: {
        summary: 'Finish a registration with the mailed code',
        body: RegisterContinueSchema,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) => {
      await service.confirm(request.body.code);
      return success({ message: ACCOUNT_TEXTS.created });
    },
  );

  app.post(
    '/account/signin',
    {
      schema: {
        summary: 'Sign in with e-mail and password; 401 with error "sign-in failed"',
        body: SignInSchema,
        response: { 200: SuccessReplySchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const { userId, device } = await service.signIn(email, password, request.ip, request.cookies[DEVICE_COOKIE]);
      // A fresh session id at every sign-in; an old one sent along is ended.
      await ctx.sessions.end(request, reply);
      await ctx.sessions.start(reply, userId);
      // Kept after logout: it is what lets this browser in while strangers' guesses lock the account.
      reply.setCookie(DEVICE_COOKIE, device, {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure,
        maxAge: DEVICE_COOKIE_MAX_AGE_MS / 1000,
      });
      return success();
    },
  );

  app.post(
    '/account/logout',
    { schema: { summary: 'End the session', response: { 200: MessageReplySchema } } },
    async (request, reply) => {
      await ctx.sessions.end(request, reply);
      return success({ message: ACCOUNT_TEXTS.loggedOut });
    },
  );

  await settingsRoutes(app, service);
  await passwordResetRoutes(app, ctx);
}
