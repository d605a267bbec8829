import {
  ExamDateBodySchema,
  ExamReplySchema,
  LearnsetBulkParamsSchema,
  MessageReplySchema,
  type ExamReply,
} from '@app/shared';
import { requireAccount, SIGNED_IN } from '../../kernel/session-account';
import { success } from '../../lib/success';
import type { Api, AppContext } from '../../types';
import { ExamService } from '../../kernel/exam.service';

/** `/learnsets/exam/{ids}`: a pupil's exam date for a selection of sets. */
export async function examRoutes(app: Api, ctx: AppContext): Promise<void> {
  const exams = new ExamService(ctx.db);

  app.get(
    '/learnsets/exam/:ids',
    {
      config: SIGNED_IN,
      schema: {
        summary: "The pupil's exam days of these sets, and for the next one how many cards a day it means",
        params: LearnsetBulkParamsSchema,
        response: { 200: ExamReplySchema },
      },
    },
    async (request): Promise<ExamReply> => success(await exams.examsOf(requireAccount(request), request.params.ids)),
  );

  app.post(
    '/learnsets/exam/:ids',
    {
      config: SIGNED_IN,
      schema: {
        summary:
          'Give the sets an exam day (no card is then scheduled past the day before it, and every card comes back in the last three days), or remove it with null',
        params: LearnsetBulkParamsSchema,
        body: ExamDateBodySchema,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) =>
      success({ message: await exams.setExamDay(requireAccount(request), request.params.ids, request.body.day) }),
  );
}
