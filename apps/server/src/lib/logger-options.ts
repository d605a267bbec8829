import type { FastifyBaseLogger } from 'fastify';

/** How pump, under @fastify/compress, reports a reply stream whose client went away. */
const isClientGone = (value: unknown): boolean =>
  value instanceof Error &&
  (value.message === 'premature close' || (value as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE');

const ERROR = 50;

/**
 * The server's pino options: a compressed reply cut off because the client left (a closed tab, a
 * phone that lost its network) is logged by @fastify/compress as an error; it is none of the
 * server's, so it is logged at info, where the operator does not mistake it for a fault.
 */
export function withClientsLeavingAtInfo(options: object): object {
  return {
    ...options,
    hooks: {
      logMethod(this: FastifyBaseLogger, args: unknown[], method: (...args: unknown[]) => void, level: number) {
        if (level >= ERROR && isClientGone(args[0])) return this.info('client left before the reply was sent');
        return method.apply(this, args);
      },
    },
  };
}
