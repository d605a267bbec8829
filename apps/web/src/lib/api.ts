// Deep import: the '@app/shared' barrel would pull every zod schema into the first page's chunk.
import { API_PREFIX, type ApiError as ApiErrorBody, XSRF_COOKIE, XSRF_HEADER } from '@app/shared/http/envelope';

/** A reply that was not 'success': carries the server's German message. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
    readonly body: Partial<ApiErrorBody> | null,
  ) {
    super(message);
  }
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length);
}

export interface ApiRequest {
  method?: 'GET' | 'POST';
  json?: unknown;
  form?: FormData;
  signal?: AbortSignal;
}

const CONNECTION_FAILED = 'Die Verbindung zum Server ist fehlgeschlagen.';

/**
 * The one way the web app talks to the API: sends the anti-forgery header on every non-GET
 * call and turns any non-'success' reply into an ApiError with the server's message.
 */
export async function api<T extends object = object>(path: string, req: ApiRequest = {}): Promise<T> {
  const method = req.method ?? (req.json !== undefined || req.form ? 'POST' : 'GET');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers[XSRF_HEADER] = decodeURIComponent(readCookie(XSRF_COOKIE) ?? '');
  let body: BodyInit | undefined;
  if (req.form) body = req.form;
  else if (req.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.json);
  }
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      body,
      signal: req.signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(CONNECTION_FAILED, 0, null);
  }
  const data = (await res.json().catch(() => null)) as ({ status?: string; message?: string } & T) | null;
  if (!res.ok || data?.status !== 'success') {
    throw new ApiError(data?.message ?? CONNECTION_FAILED, res.status, data as Partial<ApiErrorBody> | null);
  }
  return data;
}
