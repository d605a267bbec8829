import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../types';
import { tokenHashOf, UNSUBSCRIBE_PATH } from '../../kernel/unsubscribe-links';
import { alreadyPage, confirmPage, donePage, invalidPage } from './unsubscribe-page';
import { UnsubscribeRepository } from '../../kernel/unsubscribe.repository';

const html = (reply: FastifyReply, status: number, page: string) =>
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    // The token is in the address: never cached (the site's referrer policy keeps it from other sites).
    .header('cache-control', 'no-store')
    .send(page);

/**
 * `/abbestellen?t=…`, the link of every newsletter and reminder mail and its List-Unsubscribe
 * address. GET shows a page with a button and changes nothing (link scanners open links); POST,
 * from that button or from a mail program's one-click (RFC 8058), switches the list off. A link
 * works once and until it expires (unsubscribe-links.ts).
 *
 * A page outside /api/v1, so the double-submit anti-forgery check (plugins/xsrf.ts) does not
 * apply, and must not: a mail program posts without the site's cookie. The token in the address
 * is the credential; another site cannot know it, so a forged POST can do nothing.
 */
export async function unsubscribeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const repository = new UnsubscribeRepository(ctx.db);
  await app.register(async (scope) => {
    // Mail programs post `List-Unsubscribe=One-Click` form-encoded or as multipart: the body adds
    // nothing to the address, so any small body is accepted and ignored.
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) => done(null));

    scope.get(UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
      const token = (request.query as { t?: unknown }).t;
      const hash = tokenHashOf(token);
      const found = hash ? await repository.find(hash, new Date()) : undefined;
      // Already off: said so, whatever the link. Still on: only a link that still works offers the button.
      if (found && !found.subscribed) return html(reply, 200, alreadyPage(found.list));
      if (!found?.usable) return html(reply, 404, invalidPage());
      return html(reply, 200, confirmPage(found.list, token as string));
    });

    scope.post(UNSUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
      const hash = tokenHashOf((request.query as { t?: unknown }).t);
      if (!hash) return html(reply, 404, invalidPage());
      const now = new Date();
      const list = await repository.unsubscribe(hash, now);
      if (list) return html(reply, 200, donePage(list));
      // A second click, or a mail program's retry: nothing to do, and no error while the mail stays off.
      const found = await repository.find(hash, now);
      if (found && !found.subscribed) return html(reply, 200, alreadyPage(found.list));
      return html(reply, 404, invalidPage());
    });
  });
}
