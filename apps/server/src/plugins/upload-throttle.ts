import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import type { Throttle, ThrottleRule } from '../lib/throttle';
import type { RouteAccess } from './session';

/** Generous for a pupil, tight for a script filling the disk: uploads and edits per account. */
export const UPLOADS_PER_ACCOUNT: ThrottleRule = { name: 'upload', limit: 60, windowMs: 60 * 60 * 1000 };
export const TOO_MANY_UPLOADS =
  'Sie haben in kurzer Zeit zu viele Dateien hochgeladen. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.';

/** Routes with `config: SIGNED_IN_UPLOAD` count against the allowance before any byte is read. */
export function registerUploadThrottle(app: FastifyInstance, throttle: Throttle): void {
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config as RouteAccess | undefined;
    if (!access?.upload || !request.accountId) return;
    if (!(await throttle.hit(UPLOADS_PER_ACCOUNT, request.accountId))) throw new HttpError(429, TOO_MANY_UPLOADS);
  });
}
