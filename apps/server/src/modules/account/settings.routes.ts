import {
  ClassSettingSchema,
  FavoritesSettingSchema,
  GradeSettingSchema,
  IframeSettingSchema,
  NewsletterSettingSchema,
  parseFavorites,
  PasswordSettingSchema,
  SearchSettingSchema,
  SETTINGS_SUCCESS,
  ThemeSettingSchema,
  type SettingKey,
} from '@app/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { requireAccount, SESSION_COOKIE, SIGNED_IN } from '../../plugins/session';
import type { AccountService } from './account.service';

type Handler = (userId: string, body: never, request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** `POST /account/settings/*`: each validated with the form's schema, each answering its SPEC alert. */
export async function settingsRoutes(app: FastifyInstance, service: AccountService): Promise<void> {
  const accounts = service.accounts;
  const setting = (key: SettingKey, schema: ZodType, apply: Handler) =>
    app.post(
      `/account/settings/${key}`,
      { config: SIGNED_IN, schema: { summary: `Change the ${key} setting`, body: schema } },
      async (request, reply) => {
        const userId = requireAccount(request);
        await apply(userId, request.body as never, request, reply);
        return { status: 'success', message: SETTINGS_SUCCESS[key] };
      },
    );

  setting('iframe', IframeSettingSchema, async (id, body: { iframe: boolean }) =>
    accounts.update(id, { iframe: body.iframe ? 1 : 0 }),
  );
  setting('newsletter', NewsletterSettingSchema, async (id, body: { newsletter: boolean }) =>
    accounts.update(id, { newsletter: body.newsletter ? 1 : 0 }),
  );
  setting('class_', ClassSettingSchema, async (id, body: { class_: string }) =>
    accounts.update(id, { classes: body.class_ }),
  );
  setting('grade', GradeSettingSchema, async (id, body: { grade: string }) =>
    accounts.update(id, { grade: body.grade }),
  );
  setting('search', SearchSettingSchema, async (id, body: { search: string }) =>
    accounts.update(id, { search: body.search }),
  );
  setting('theme', ThemeSettingSchema, async (id, body: { theme: string }) =>
    accounts.update(id, { theme: body.theme }),
  );
  setting('favorites', FavoritesSettingSchema, async (id, body: { favorites: string }) =>
    accounts.update(id, { favorites: JSON.stringify(parseFavorites(body.favorites)) }),
  );
  setting(
    'password',
    PasswordSettingSchema,
    async (id, body: { oldPassword: string; password: string }, request, reply) => {
      await service.changePassword(id, body.oldPassword, body.password, request.ip);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
  );
}
