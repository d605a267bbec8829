import { isQrIban, isValidQrBillIban, normaliseIban } from '@app/shared';
import { z } from 'zod';

/** The creditor printed on QR-bills; without an IBAN the buy pages say payment is not possible yet. */
export interface Payee {
  /** Normalised IBAN or QR-IBAN, or undefined when none is configured. */
  iban?: string;
  /** A QR-IBAN needs QR references; a plain IBAN gets ISO 11649 creditor references. */
  qrIban: boolean;
  name: string;
  address: string;
  zip: string;
  city: string;
  country: string;
}

const text = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .refine((v) => v === undefined || v.length <= max, `darf höchstens ${max} Zeichen lang sein (QR-Rechnung)`);

/** Environment variables of the payee, merged into the configuration schema. */
export const PAYEE_ENV = {
  PAYEE_IBAN: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : normaliseIban(v)))
    .refine((v) => v === undefined || isValidQrBillIban(v), {
      message:
        'muss eine gültige IBAN oder QR-IBAN aus der Schweiz oder Liechtenstein sein (21 Zeichen, z.B. CH93 0076 2011 6238 5295 7)',
    }),
  PAYEE_NAME: text(70),
  PAYEE_ADDRESS: text(70),
  PAYEE_ZIP: text(16),
  PAYEE_CITY: text(35),
  PAYEE_COUNTRY: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim().toUpperCase()))
    .refine((v) => v === undefined || /^[A-Z]{2}$/.test(v), 'muss ein Ländercode aus zwei Buchstaben sein, z.B. CH'),
};

type PayeeRaw = { [K in keyof typeof PAYEE_ENV]: z.output<(typeof PAYEE_ENV)[K]> } & {
  IMPRINT_NAME: string;
  IMPRINT_ADDRESS: string;
  IMPRINT_CITY: string;
};

/** The payee; name and address default to the imprint's ('6000 Luzern' gives zip and city). */
export function toPayee(raw: PayeeRaw): Payee {
  const [, imprintZip, imprintCity] = /^(\d{4,5})\s+(\S.*)$/.exec(raw.IMPRINT_CITY.trim()) ?? [];
  return {
    iban: raw.PAYEE_IBAN,
    qrIban: raw.PAYEE_IBAN !== undefined && isQrIban(raw.PAYEE_IBAN),
    name: raw.PAYEE_NAME ?? raw.IMPRINT_NAME.trim(),
    address: raw.PAYEE_ADDRESS ?? raw.IMPRINT_ADDRESS.trim(),
    zip: raw.PAYEE_ZIP ?? imprintZip ?? '',
    city: raw.PAYEE_CITY ?? imprintCity ?? raw.IMPRINT_CITY.trim(),
    country: raw.PAYEE_COUNTRY ?? 'CH',
  };
}

const LIMITS = [
  ['PAYEE_NAME', 'name', 70],
  ['PAYEE_ADDRESS', 'address', 70],
  ['PAYEE_ZIP', 'zip', 16],
  ['PAYEE_CITY', 'city', 35],
] as const;

/**
 * With an IBAN, every creditor field the bill prints must be usable, also where it defaults
 * from the imprint: the start stops instead of serving a broken bill later.
 */
export function checkPayee(raw: PayeeRaw, ctx: z.RefinementCtx): void {
  if (!raw.PAYEE_IBAN) return;
  const payee = toPayee(raw);
  for (const [variable, field, max] of LIMITS) {
    const value = payee[field];
    if (!value) {
      ctx.addIssue({
        code: 'custom',
        path: [variable],
        message: 'fehlt, wird aber mit PAYEE_IBAN für die QR-Rechnung gebraucht',
      });
    } else if (value.length > max) {
      ctx.addIssue({
        code: 'custom',
        path: [variable],
        message: `darf höchstens ${max} Zeichen lang sein (QR-Rechnung)`,
      });
    }
  }
}
