import { AUTHORIZE_TEXTS, type AuthorizeBody, HTTP_MESSAGES, parseHttpUrl } from '@app/shared';
import { HttpError } from '../../lib/http-error';
import { OutboundFailed, OutboundRefused, outboundRequest } from '../../lib/outbound';
import type { ThrottleRule } from '../../lib/throttle';
import type { AppContext } from '../../types';
import { AuthorizeRepository } from './authorize.repository';

/** The application must answer quickly; the user is waiting on the authorise page. */
export const AUTHORIZE_TIMEOUT_MS = 5000;
/** Each grant makes the server call another site: capped per account. */
export const AUTHORIZATIONS_PER_ACCOUNT: ThrottleRule = { name: 'authorize', limit: 20, windowMs: 10 * 60 * 1000 };

/**
 * Authorises a third-party application: the server itself checks the host rule of SPEC §5 when
 * the client sends the redirect URL, and refuses non-public targets, then POSTs `{mail, token}` (the form the platform's apps read)
 * without following redirects. Only a 2xx answer counts; every grant is recorded.
 */
export class AuthorizeService {
  readonly repository: AuthorizeRepository;

  constructor(private readonly ctx: AppContext) {
    this.repository = new AuthorizeRepository(ctx.db);
  }

  /** Returns the application's host after a confirmed grant. */
  async authorize(userId: string, body: AuthorizeBody): Promise<string> {
    const app = parseHttpUrl(body.url);
    const back = body.redirect === undefined ? app : parseHttpUrl(body.redirect);
    if (!app || !back || app.host !== back.host) throw new HttpError(400, AUTHORIZE_TEXTS.invalid, 'invalid target');
    if (!(await this.ctx.throttle.hit(AUTHORIZATIONS_PER_ACCOUNT, userId))) {
      throw new HttpError(429, HTTP_MESSAGES.tooMany);
    }
    const mail = await this.repository.emailOf(userId);
    if (!mail) throw new HttpError(401, HTTP_MESSAGES.unauthorized);

    let status: number;
    try {
      const response = await outboundRequest(app.href, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ mail, token: body.token }),
        allowPrivate: this.ctx.config.outboundAllowPrivate,
        timeoutMs: AUTHORIZE_TIMEOUT_MS,
        maxBytes: 16 * 1024,
        truncate: true,
        maxRedirects: 0,
      });
      status = response.status;
    } catch (error) {
      if (error instanceof OutboundRefused) throw new HttpError(400, AUTHORIZE_TEXTS.targetRefused, 'target refused');
      if (error instanceof OutboundFailed)
        throw new HttpError(502, AUTHORIZE_TEXTS.appFailed, 'application unreachable');
      throw error;
    }
    if (status < 200 || status > 299)
      throw new HttpError(502, AUTHORIZE_TEXTS.appFailed, `application answered ${status}`);
    await this.repository.record(userId, app.host);
    return app.host;
  }
}
