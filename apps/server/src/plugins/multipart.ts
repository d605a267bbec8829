import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FIELD_LIMITS, refusedUnread } from '../lib/multipart-form';

/**
 * Multipart parsing for the upload forms (`readItemForm`), registered once for the API. A
 * multipart request refused before its body was read completely is answered with
 * `Connection: close`, so Node closes the socket instead of reading the rest of a huge upload.
 */
async function multipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: FIELD_LIMITS });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (refusedUnread(request, reply.statusCode)) reply.header('connection', 'close');
    done(null, payload);
  });
}

export const multipartPlugin = fp(multipart, { name: 'multipart' });
