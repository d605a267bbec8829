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

const CONNECTION_FAILED = 'Die Verbindung zum Server ist fehlgeschlagen.';

function antiForgeryToken(): string {
  const prefix = `${XSRF_COOKIE}=`;
  const raw = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return raw ? decodeURIComponent(raw.slice(prefix.length)) : '';
}

type Reply<T> = ({ status?: string; message?: string } & T) | null;

/** The reply as the caller wants it, or an ApiError with the server's German message. */
function settle<T>(httpStatus: number, ok: boolean, data: Reply<T>): T {
  if (ok && data?.status === 'success') return data;
  throw new ApiError(data?.message ?? CONNECTION_FAILED, httpStatus, data as Partial<ApiErrorBody> | null);
}

export interface ApiRequest {
  method?: 'GET' | 'POST';
  json?: unknown;
  signal?: AbortSignal;
  /** What the call answers besides JSON errors, e.g. 'image/svg+xml' (then the text is returned). */
  accept?: string;
}

async function send(path: string, req: ApiRequest): Promise<Response> {
  const method = req.method ?? (req.json !== undefined ? 'POST' : 'GET');
  const headers: Record<string, string> = {
    accept: req.accept ? `${req.accept}, application/json` : 'application/json',
  };
  if (method !== 'GET') headers[XSRF_HEADER] = antiForgeryToken();
  if (req.json !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      body: req.json === undefined ? undefined : JSON.stringify(req.json),
      signal: req.signal,
      credentials: 'same-origin',
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(CONNECTION_FAILED, 0, null);
  }
}

/**
 * The one way the web app talks to the API: sends the anti-forgery header on every non-GET
 * call and turns any non-'success' reply into an ApiError with the server's message.
 */
export async function api<T extends object = object>(path: string, req: ApiRequest = {}): Promise<T> {
  const res = await send(path, req);
  return settle<T>(res.status, res.ok, (await res.json().catch(() => null)) as Reply<T>);
}

/** A call whose success is not JSON (the QR-bill's SVG): its text, or the JSON error's message. */
export async function apiText(path: string, accept: string): Promise<string> {
  const res = await send(path, { accept });
  if (res.ok && res.headers.get('content-type')?.startsWith(accept)) return res.text();
  settle(res.status, false, (await res.json().catch(() => null)) as Reply<object>);
  throw new ApiError(CONNECTION_FAILED, res.status, null);
}

/**
 * Posts a multipart form with upload progress (fetch cannot report it): XMLHttpRequest with the
 * same anti-forgery header and the same errors as `api()`.
 */
export function apiForm<T extends object>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(XSRF_HEADER, antiForgeryToken());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let data: Reply<T> = null;
      try {
        data = JSON.parse(xhr.responseText) as Reply<T>;
      } catch {
        // Not JSON (a proxy's error page): the connection message below.
      }
      try {
        resolve(settle(xhr.status, xhr.status >= 200 && xhr.status < 300, data));
      } catch (error) {
        reject(error as Error);
      }
    };
    xhr.onerror = () => reject(new ApiError(CONNECTION_FAILED, 0, null));
    xhr.send(form);
  });
}
