import {
  ITEM_DELETE_TEXTS,
  LearnsetDataReplySchema,
  LearnsetIdParamsSchema,
  LearnsetListReplySchema,
  MessageReplySchema,
} from '@app/shared';
import { sendPrecompressed } from '../../lib/precompressed';
import { requireAccount, SIGNED_IN } from '../../kernel/session-account';
import { success } from '../../lib/success';
import type { Api, AppContext } from '../../types';
import { cardImageRoutes } from './images/card-image.routes';
import type { CardImageService } from './images/card-image.service';
import { LearnsetFileJobs } from './learnset-file-jobs';
import { learnsetFormRoutes } from './learnset-form.routes';
import { learnsetJsonRoutes } from './learnset-json.routes';
import { LearnsetService } from './learnsets.service';
import { rawJsonObject, sendJsonText } from './raw-json';

const JSON_TYPE = 'application/json; charset=utf-8';
const SUCCESS = JSON.stringify('success');

/**
 * The learning-set calls of SPEC §7 (under /api/v1): the library, one set, uploads, edits, card
 * images. Learning them: modules/learn.
 */
export async function learnsetRoutes(app: Api, ctx: AppContext, cardImages: CardImageService): Promise<void> {
  // Uploaded files are parsed in the app's parse pool (child processes), off the event loop.
  const service = new LearnsetService(ctx, cardImages, new LearnsetFileJobs(ctx));

  app.get(
    '/learnsets/list',
    {
      schema: {
        summary: 'All learning sets, newest first (pre-compressed, ETag)',
        response: { 200: LearnsetListReplySchema },
      },
    },
    async (request, reply) =>
      sendPrecompressed(request, reply.header('cache-control', 'no-cache'), await service.listBody(), JSON_TYPE),
  );

  app.get(
    '/learnsets/data/:id',
    {
      schema: {
        summary: 'One learning set with its exercises (JSON assembled from cached parts)',
        params: LearnsetIdParamsSchema,
        response: { 200: LearnsetDataReplySchema },
      },
    },
    async (request, reply) => {
      const { learnset, exercises } = await service.data(request.params.id);
      return sendJsonText(reply, rawJsonObject({ status: SUCCESS, learnset: JSON.stringify(learnset), exercises }));
    },
  );

  app.post(
    '/learnsets/delete/:id',
    {
      config: SIGNED_IN,
      schema: {
        summary: "Delete an own set with its exercises, the pupils' statistics and exam dates (403 for anyone else)",
        params: LearnsetIdParamsSchema,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) => {
      await service.remove(requireAccount(request), request.params.id);
      return success({ message: ITEM_DELETE_TEXTS.learnsetDeleted });
    },
  );

  await learnsetFormRoutes(app, service, ctx.config.dataDir);
  await learnsetJsonRoutes(app, service);
  await cardImageRoutes(app, ctx, cardImages);
}
