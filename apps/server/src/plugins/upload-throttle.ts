import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import type { Throttle, ThrottleRule } from '../lib/throttle';
import type { RouteAccess } from '../kernel/session-account';

export const TOO_MANY_UPLOADS =
  'Sie haben in kurzer Zeit zu viele Dateien hochgeladen. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.';

/** The hourly allowance of uploads and edits per account (`UPLOADS_PER_HOUR`). */
export const uploadRule = (perHour: number): ThrottleRule => ({ name: 'upload', limit: perHour, windowMs: 3_600_000 });

/** Routes with `config: SIGNED_IN_UPLOAD` count against the allowance before any byte is read. */
async function uploadThrottle(app: FastifyInstance, opts: { throttle: Throttle; perHour: number }): Promise<void> {
  const { throttle } = opts;
  const rule = uploadRule(opts.perHour);
  app.addHook('preValidation', (request, _reply, done) => {
    const access = request.routeOptions.config as RouteAccess | undefined;
    if (!access?.upload || !request.accountId) return done();
    throttle
      .hit(rule, request.accountId)
      .then((allowed) => done(allowed ? undefined : new HttpError(429, TOO_MANY_UPLOADS)), done);
  });
}

// After the session plugin: its preValidation hook answers a visitor's upload with 401 first.
export const uploadThrottlePlugin = fp(uploadThrottle, { name: 'upload-throttle', dependencies: ['session'] });
