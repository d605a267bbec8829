import {
  AnswerCheckSettingSchema,
  ClassSettingSchema,
  FavoritesSettingSchema,
  GradeSettingSchema,
  IframeSettingSchema,
  MessageReplySchema,
  NewsletterSettingSchema,
  parseFavorites,
  PasswordSettingSchema,
  ReminderSettingSchema,
  RetentionSettingSchema,
  SearchSettingSchema,
  SETTINGS_SUCCESS,
  ThemeSettingSchema,
  type SettingKey,
  WeekGoalSettingSchema,
} from '@app/shared';
import type { ZodType } from 'zod';
import { requireAccount, SESSION_COOKIE, SIGNED_IN } from '../../kernel/session-account';
import { success } from '../../lib/success';
import type { Api } from '../../types';
import { answerCheckColumns } from '../../kernel/account';
import type { AccountService } from './account.service';
import { DEVICE_COOKIE } from './device-cookie';
import { changeTheme } from './theme-setting';

const options = <S extends ZodType>(key: SettingKey, body: S) => ({
  config: SIGNED_IN,
  schema: { summary: `Change the ${key} setting`, body, response: { 200: MessageReplySchema } },
});
const done = (key: SettingKey) => success({ message: SETTINGS_SUCCESS[key] });

/** `POST /account/settings/*`: each validated with the form's schema, each answering its SPEC alert. */
export async function settingsRoutes(app: Api, service: AccountService): Promise<void> {
  const { accounts } = service;

  app.post('/account/settings/iframe', options('iframe', IframeSettingSchema), async (request) => {
    await accounts.update(requireAccount(request), { iframe: request.body.iframe ? 1 : 0 });
    return done('iframe');
  });
  app.post('/account/settings/newsletter', options('newsletter', NewsletterSettingSchema), async (request) => {
    await accounts.update(requireAccount(request), { newsletter: request.body.newsletter ? 1 : 0 });
    return done('newsletter');
  });
  app.post('/account/settings/class_', options('class_', ClassSettingSchema), async (request) => {
    await accounts.update(requireAccount(request), { classes: request.body.class_ });
    return done('class_');
  });
  app.post('/account/settings/grade', options('grade', GradeSettingSchema), async (request) => {
    await accounts.update(requireAccount(request), { grade: request.body.grade });
    return done('grade');
  });
  app.post('/account/settings/search', options('search', SearchSettingSchema), async (request) => {
    await accounts.update(requireAccount(request), { search: request.body.search });
    return done('search');
  });
  app.post('/account/settings/theme', options('theme', ThemeSettingSchema), async (request) => {
    await changeTheme(accounts, requireAccount(request), request.body.theme);
    return done('theme');
  });
  app.post('/account/settings/favorites', options('favorites', FavoritesSettingSchema), async (request) => {
    const favorites = JSON.stringify(parseFavorites(request.body.favorites));
    await accounts.update(requireAccount(request), { favorites });
    return done('favorites');
  });
  app.post('/account/settings/retention', options('retention', RetentionSettingSchema), async (request) => {
    await accounts.update(requireAccount(request), { retention: request.body.retention });
    return done('retention');
  });
  app.post('/account/settings/answer-check', options('answer-check', AnswerCheckSettingSchema), async (request) => {
    await accounts.update(requireAccount(request), answerCheckColumns(request.body));
    return done('answer-check');
  });
  app.post('/account/settings/reminder', options('reminder', ReminderSettingSchema), async (request) => {
    await accounts.update(requireAccount(request), { reminder: request.body.reminder ? 1 : 0 });
    return done('reminder');
  });
  app.post('/account/settings/week-goal', options('week-goal', WeekGoalSettingSchema), async (request) => {
    await accounts.update(requireAccount(request), { week_goal: request.body.weekGoal });
    return done('week-goal');
  });
  app.post('/account/settings/password', options('password', PasswordSettingSchema), async (request, reply) => {
    const { oldPassword, password } = request.body;
    const device = request.cookies[DEVICE_COOKIE];
    await service.changePassword(requireAccount(request), oldPassword, password, request.ip, device);
    // Every session ended, this one too: the browser forgets its cookie.
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return done('password');
  });
}
