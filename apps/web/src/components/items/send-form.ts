import { API_PREFIX, type ApiError as ApiErrorBody, XSRF_COOKIE, XSRF_HEADER } from '@app/shared';
import { ApiError } from '../../lib/api';

const CONNECTION_FAILED = 'Die Verbindung zum Server ist fehlgeschlagen.';

function readCookie(name: string): string {
  const prefix = `${name}=`;
  const raw = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return raw ? decodeURIComponent(raw.slice(prefix.length)) : '';
}

function parseReply<T>(text: string): ({ status?: string; message?: string } & T) | null {
  try {
    return JSON.parse(text) as { status?: string; message?: string } & T;
  } catch {
    return null;
  }
}

/**
 * Posts a multipart form with upload progress (fetch cannot report it): XMLHttpRequest with the
 * anti-forgery header, resolving with the 'success' reply and rejecting with ApiError and the
 * server's German message otherwise — as `api()` does.
 */
export function sendForm<T extends object>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(XSRF_HEADER, readCookie(XSRF_COOKIE));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = parseReply<T>(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && data?.status === 'success') resolve(data);
      else reject(new ApiError(data?.message ?? CONNECTION_FAILED, xhr.status, data as Partial<ApiErrorBody> | null));
    };
    xhr.onerror = () => reject(new ApiError(CONNECTION_FAILED, 0, null));
    xhr.send(form);
  });
}

/** FormData of the SPEC §7 multipart calls: the fields first (the server checks them before the file), then the file. */
export function itemFormData(fields: Record<string, string>, file: File): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('file', file);
  return data;
}
