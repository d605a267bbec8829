import { SuccessReplySchema } from '@app/shared/http/replies';
import { RecentStudyInputSchema, StudyHomeReplySchema } from '@app/shared/learnsets/study-home';
import { StudyWeekReplySchema } from '@app/shared/learnsets/study-week';
import { sha256Hex } from '../../lib/ids';
import { requireAccount, SESSION_COOKIE, SIGNED_IN } from '../../kernel/session-account';
import { success } from '../../lib/success';
import type { Api, AppContext } from '../../types';
import { StudyHomeService } from './study-home.service';

/** `/study/*`: the signed-in start page ('Weiterlernen', 'Meine Lernsets', 'Zum Ausprobieren', the greeting, the week). */
export async function studyHomeRoutes(app: Api, ctx: AppContext): Promise<void> {
  const service = new StudyHomeService(ctx.db, ctx.now);

  app.get(
    '/study/home',
    {
      config: SIGNED_IN,
      schema: {
        summary:
          "The start page's study part: the selections last studied with their mode, the pupil's own sets, the starter sets offered to a pupil who has none and studied none, and whether this is the account's first sign-in",
        response: { 200: StudyHomeReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = request.cookies[SESSION_COOKIE];
      const firstSignInAt = request.account?.first_sign_in_at ?? null;
      return service.home(requireAccount(request), firstSignInAt, token ? sha256Hex(token) : undefined);
    },
  );

  app.get(
    '/study/week',
    {
      config: SIGNED_IN,
      schema: {
        summary:
          'This Zurich week, Monday to Sunday: the days the pupil answered anything on, and their weekly goal (null when off)',
        response: { 200: StudyWeekReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.week(requireAccount(request), request.account?.week_goal ?? null);
    },
  );

  app.post(
    '/study/recent',
    {
      config: SIGNED_IN,
      schema: {
        summary: "A study mode opened with these sets: they lead the start page's 'Weiterlernen' in this mode",
        body: RecentStudyInputSchema,
        response: { 200: SuccessReplySchema },
      },
    },
    async (request) => {
      await service.recordStudy(requireAccount(request), request.body.ids, request.body.mode);
      return success();
    },
  );
}
