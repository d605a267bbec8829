import { API_PREFIX, XSRF_COOKIE, XSRF_HEADER } from '@app/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A file the demo uploads: its name (the type is told by its content and extension) and bytes. */
export interface DemoFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * One pupil at the server's API, the way the web app calls it: cookies kept (session, anti-forgery,
 * device) and the anti-forgery header sent with every change. Calls go through `inject`, so no
 * port is opened; a reply other than 2xx is an error carrying the server's German message.
 */
export class PupilClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  /** Signs in as a pupil would; the server checks the password. */
  async signIn(email: string, password: string): Promise<void> {
    await this.post('/account/signin', { email, password });
  }

  get<T = Record<string, unknown>>(path: string): Promise<T> {
    return this.send<T>('GET', path);
  }

  post<T = Record<string, unknown>>(path: string, json: unknown): Promise<T> {
    return this.send<T>('POST', path, { payload: JSON.stringify(json), type: 'application/json' });
  }

  /** A multipart upload form (documents), encoded as a browser encodes `FormData`. */
  async postForm<T = Record<string, unknown>>(path: string, fields: Record<string, string>, file: DemoFile) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([file.bytes]), file.name);
    const encoded = new Request('http://demo.invalid/', { method: 'POST', body: form });
    const payload = Buffer.from(await encoded.arrayBuffer());
    return this.send<T>('POST', path, { payload, type: encoded.headers.get('content-type') ?? '' });
  }

  private async send<T>(method: 'GET' | 'POST', path: string, body?: { payload: string | Buffer; type: string }) {
    if (method === 'POST' && !this.cookies.has(XSRF_COOKIE)) await this.send('GET', '/health');
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body) headers['content-type'] = body.type;
    if (method === 'POST') headers[XSRF_HEADER.toLowerCase()] = this.cookies.get(XSRF_COOKIE) ?? '';
    const res = await this.app.inject({ method, url: `${API_PREFIX}${path}`, headers, payload: body?.payload });
    this.remember(res);
    const reply = res.json<T & { message?: string }>();
    if (res.statusCode >= 300) {
      throw new Error(`${method} ${path}: ${reply.message ?? `Antwort ${res.statusCode}`}`);
    }
    return reply;
  }

  private remember(res: LightMyRequestResponse): void {
    for (const cookie of res.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (cookie.value === '' || cookie.maxAge === 0) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}
