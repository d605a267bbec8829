import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import {
  CARD_IMAGE_LIMITS,
  CARD_IMAGE_TEXTS,
  CardImageCreatedReplySchema,
  CardImageParamsSchema,
  CardImageReplySchema,
  NotModifiedReplySchema,
} from '@app/shared';
import { HttpError } from '../../../lib/http-error';
import { readItemForm } from '../../../lib/multipart-form';
import { success } from '../../../lib/success';
import type { ThrottleRule } from '../../../lib/throttle';
import { requireAccount, SIGNED_IN } from '../../../kernel/session-account';
import type { Api, AppContext } from '../../../types';
import type { CardImageService } from './card-image.service';

/** Nothing in an image may run, load or be framed by another site. */
const IMAGE_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

export const TOO_MANY_IMAGES =
  'Sie haben in kurzer Zeit zu viele Bilder hochgeladen. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.';

/**
 * `POST /learnsets/images` and `GET /learnsets/images/{id}`: images on cards. The upload has its
 * own hourly allowance (ten times the uploads', a set has many cards); the image itself is
 * public, as the sets that show it are, and never changes under its id.
 */
export async function cardImageRoutes(app: Api, ctx: AppContext, service: CardImageService): Promise<void> {
  await service.init();
  app.addHook('onClose', async () => service.close());
  const rule: ThrottleRule = { name: 'card-image', limit: ctx.config.uploadsPerHour * 10, windowMs: 3_600_000 };

  app.post(
    '/learnsets/images',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Upload an image for a card (multipart: one file named "file"; PNG, JPEG or WebP)',
        consumes: ['multipart/form-data'],
        response: { 200: CardImageCreatedReplySchema },
      },
    },
    async (request) => {
      const userId = requireAccount(request);
      if (!(await ctx.throttle.hit(rule, userId))) throw new HttpError(429, TOO_MANY_IMAGES);
      const form = await readItemForm(request, {
        mode: 'memory',
        maxFileBytes: CARD_IMAGE_LIMITS.maxBytes,
        tooLargeMessage: CARD_IMAGE_TEXTS.tooLarge,
        tmpDir: service.storage.tmpDir,
        beforeFile: () => service.uploadLimit(userId),
      });
      if (!form.file?.buffer) throw new HttpError(400, CARD_IMAGE_TEXTS.missing);
      const id = await service.save(userId, form.file.buffer);
      return success({ id, message: CARD_IMAGE_TEXTS.uploaded });
    },
  );

  app.get(
    '/learnsets/images/:id',
    {
      compress: false,
      schema: {
        summary: 'A card image (immutable: cached for good)',
        params: CardImageParamsSchema,
        response: { 200: CardImageReplySchema, 304: NotModifiedReplySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const file = await service.file(id);
      const stat = file && (await fs.stat(file.path).catch(() => null));
      if (!file || !stat) throw new HttpError(404, CARD_IMAGE_TEXTS.notFound);
      const etag = `"${id}"`;
      reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('content-security-policy', IMAGE_CSP)
        .header('cross-origin-resource-policy', 'same-origin');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(undefined);
      return reply.header('content-length', stat.size).send(createReadStream(file.path));
    },
  );
}
