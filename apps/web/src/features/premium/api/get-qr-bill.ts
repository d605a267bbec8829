import type { Product } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiText } from '../../../lib/api';
import { premiumKeys } from './query-keys';

/**
 * `GET /qrbill/{bill}`: the SVG as text. Fetched rather than linked from an <img>, so a refusal
 * (signed out, no payee account configured) shows the server's German message.
 */
function getQrBill(bill: Product['bill']): Promise<string> {
  return apiText(`/qrbill/${bill}`, 'image/svg+xml');
}

export function useQrBill(bill: Product['bill']) {
  return useQuery({
    queryKey: premiumKeys.qrBill(bill),
    queryFn: () => getQrBill(bill),
    retry: false,
    staleTime: Infinity,
  });
}
