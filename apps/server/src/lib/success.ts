import type { SuccessReply } from '@app/shared';

/**
 * SPEC's success envelope, `{ status: 'success' }`, with the call's data beside `status`. The
 * route's reply schema checks the whole reply as it is written (plugins/zod-schemas.ts).
 */
export function success<T extends object = Record<never, never>>(data: T = {} as T): SuccessReply & T {
  return { status: 'success', ...data };
}
