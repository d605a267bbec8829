import type { Product } from '@app/shared';

export const premiumKeys = {
  /** A plan's QR-bill (an SVG). */
  qrBill: (bill: Product['bill']) => ['qrbill', bill] as const,
};
