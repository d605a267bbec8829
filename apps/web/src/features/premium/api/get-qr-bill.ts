import { API_PREFIX, type Product } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';

const CONNECTION_FAILED = 'Die Verbindung zum Server ist fehlgeschlagen.';

/**
 * `GET /qrbill/{bill}`: the SVG as text. Fetched rather than linked from an <img>, so a refusal
 * (signed out, no payee account configured) shows the server's German message.
 */
export async function getQrBill(bill: Product['bill']): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX}/qrbill/${bill}`, {
      headers: { accept: 'image/svg+xml, application/json' },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(CONNECTION_FAILED, 0, null);
  }
  if (res.ok && res.headers.get('content-type')?.startsWith('image/svg+xml')) return res.text();
  const body = (await res.json().catch(() => null)) as { message?: string } | null;
  throw new ApiError(body?.message ?? CONNECTION_FAILED, res.status, body as never);
}

export function useQrBill(bill: Product['bill']) {
  return useQuery({ queryKey: ['qrbill', bill], queryFn: () => getQrBill(bill), retry: false, staleTime: Infinity });
}
