import { binaryReply, ErrorReplySchema, HTTP_MESSAGES } from '@app/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../lib/http-error';
import { success } from '../lib/success';
import { errorsPlugin } from './errors';
import { registerZodSchemas } from './zod-schemas';

const PupilReplySchema = z.object({ status: z.literal('success'), name: z.string() });
const response = { 200: PupilReplySchema, 404: ErrorReplySchema };
const JSON_TYPE = 'application/json; charset=utf-8';

describe('replies are written through their route’s reply schema', () => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  beforeAll(async () => {
    app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } } });
    await app.register(errorsPlugin);
    registerZodSchemas(app, new Set(['GET /fast', 'GET /listed-object']));
    app.get('/leaky', { schema: { response } }, async () => ({ ...success({ name: 'Anna' }), password_hash: 'x' }));
    app.get('/broken', { schema: { response } }, async () => success({ name: 42 }));
    app.get('/missing', { schema: { response } }, async () => {
      throw new HttpError(404, 'Nicht gefunden.');
    });
    app.get('/fast', { schema: { response } }, async (_request, reply) =>
      reply.type(JSON_TYPE).send('{"status":"success","name":"Anna"}'),
    );
    app.get('/listed-object', { schema: { response } }, async () => success({ name: 'Anna' }));
    app.get('/unlisted-bytes', { schema: { response } }, async (_request, reply) =>
      reply
        .type(JSON_TYPE)
        .header('content-encoding', 'gzip')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from('{"status":"success","name":"Anna"}')),
    );
    app.get('/picture', { schema: { response: { 200: binaryReply('a picture') } } }, async (_request, reply) =>
      reply.type('image/png').send(Buffer.from([0x89, 0x50])),
    );
    app.get('/no-schema', async () => ({ anything: 'goes', extra: 1 }));
    await app.ready();
  });
  afterAll(async () => app.close());

  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url });
  const internalError = { status: 'error', message: HTTP_MESSAGES.internal };

  it('leaves out what the schema does not name (a password hash never leaks)', async () => {
    const res = await get('/leaky');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"status":"success","name":"Anna"}');
  });

  it('answers a reply that does not match with a German 500, logged with the route and the path', async () => {
    const res = await get('/broken');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(internalError);
    const logged = logLines.find((line) => line.includes('GET /broken'));
    expect(logged).toBeDefined();
    expect(JSON.parse(logged as string).err).toMatchObject({
      route: 'GET /broken',
      issues: [expect.stringMatching(/^name: /)],
    });
  });

  it('writes error replies through the error schema', async () => {
    const res = await get('/missing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: 'Nicht gefunden.' });
  });

  it('sends a listed fast path’s bytes as they are, also to HEAD', async () => {
    const res = await get('/fast');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"status":"success","name":"Anna"}');
    expect((await get('/fast', 'HEAD')).statusCode).toBe(200);
  });

  it('refuses a listed route that returns an object: it is no fast path', async () => {
    const res = await get('/listed-object');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(internalError);
  });

  it('refuses bytes from a route that is not listed, without the headers meant for them', async () => {
    const res = await get('/unlisted-bytes');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(internalError);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(logLines.some((line) => line.includes('GET /unlisted-bytes'))).toBe(true);
  });

  it('sends binary replies and replies without a schema as before', async () => {
    expect((await get('/picture')).rawPayload).toEqual(Buffer.from([0x89, 0x50]));
    expect((await get('/no-schema')).json()).toEqual({ anything: 'goes', extra: 1 });
  });
});
