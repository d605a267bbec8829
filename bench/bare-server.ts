// The framework ceiling: a bare Fastify route in its own process (as the product server runs in
// its own), answering every request with the bytes and headers the product sent. Spawned by
// `measureRoute` in measure-route.ts; prints `ready` once it listens on 127.0.0.1.
import fs from 'node:fs';
import Fastify from 'fastify';

const env = process.env;
const body = fs.readFileSync(env.BARE_FILE as string);
const app = Fastify();
app.route({
  method: (env.BARE_METHOD ?? 'GET') as 'GET' | 'POST',
  url: '/*',
  handler: (_request, reply) => {
    reply.code(Number(env.BARE_STATUS ?? 200));
    if (env.BARE_TYPE) reply.header('content-type', env.BARE_TYPE);
    if (env.BARE_ENCODING) reply.header('content-encoding', env.BARE_ENCODING);
    return reply.send(body);
  },
});
await app.listen({ port: Number(env.BARE_PORT), host: '127.0.0.1' });
console.log('ready');
