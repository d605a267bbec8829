import type { FastifyReply } from 'fastify';

/**
 * Writes a JSON object from members that are already JSON text (e.g. arrays the database built),
 * so large replies are never parsed and serialised again. Undefined members are left out.
 */
export function rawJsonObject(members: Record<string, string | undefined>): string {
  const parts: string[] = [];
  for (const [key, json] of Object.entries(members)) {
    if (json !== undefined) parts.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${parts.join(',')}}`;
}

/**
 * Sends JSON text that is already the reply (assembled from cached parts): the route's reply
 * schema documents its shape, but it is not parsed and serialised again.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
