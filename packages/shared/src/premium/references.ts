/**
 * Structured payment references of the Swiss QR-bill: the QR reference (27 digits, last one a
 * mod-10 recursive check digit) for a QR-IBAN, the ISO 11649 creditor reference (RF…) otherwise.
 * Ours carry the plan (1 digit) and the account's payment number (10 digits).
 */
import type { PaidPlanKey } from './products';

const MOD10_RECURSIVE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
const PLAN_DIGIT: Record<PaidPlanKey, string> = { premium: '1', lite: '2' };
/** The longest reference field of a bank file (ISO 20022's Max35Text). */
const MAX_REFERENCE_FIELD = 35;
/** Digits of an account's payment number. */
export const PAYMENT_NUMBER_DIGITS = 10;

/** The check digit of the QR reference (and of the old orange ISR slip) for the given digits. */
export function qrReferenceCheckDigit(digits: string): string {
  let carry = 0;
  for (const digit of digits) carry = MOD10_RECURSIVE[(carry + Number(digit)) % 10] as number;
  return String((10 - carry) % 10);
}

/** 27 digits (spaces allowed) with a correct check digit. */
export function isValidQrReference(reference: string): boolean {
  const digits = reference.replace(/\s/g, '');
  return /^\d{27}$/.test(digits) && qrReferenceCheckDigit(digits.slice(0, 26)) === digits[26];
}

/** Remainder modulo 97 of a long decimal string, chunk by chunk (ISO 7064 MOD 97-10). */
export function mod97(numeric: string): number {
  let rest = 0;
  for (let i = 0; i < numeric.length; i += 7) rest = Number(`${rest}${numeric.slice(i, i + 7)}`) % 97;
  return rest;
}

/** Letters as ISO 13616/11649 numbers: A = 10 … Z = 35. */
export function lettersToDigits(text: string): string {
  return text.toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
}

/** The two check digits of an ISO 11649 creditor reference for its body (1 to 21 letters/digits). */
export function creditorReferenceCheckDigits(body: string): string {
  const remainder = mod97(lettersToDigits(`${body}RF00`));
  return String(98 - remainder).padStart(2, '0');
}

/** `RF` + two check digits + 1 to 21 letters or digits (spaces allowed, any case). */
export function isValidCreditorReference(reference: string): boolean {
  const text = reference.replace(/\s/g, '').toUpperCase();
  if (!/^RF\d{2}[A-Z0-9]{1,21}$/.test(text)) return false;
  return mod97(lettersToDigits(`${text.slice(4)}${text.slice(0, 4)}`)) === 1;
}

/** The reference printed on an account's bill for a plan. */
export function buildPaymentReference(plan: PaidPlanKey, paymentNumber: string, kind: 'qr' | 'rf'): string {
  if (!new RegExp(`^\\d{${PAYMENT_NUMBER_DIGITS}}$`).test(paymentNumber)) {
    throw new Error(`payment number must have ${PAYMENT_NUMBER_DIGITS} digits`);
  }
  const body = `${PLAN_DIGIT[plan]}${paymentNumber}`;
  if (kind === 'rf') return `RF${creditorReferenceCheckDigits(body)}${body}`;
  const digits = body.padStart(26, '0');
  return `${digits}${qrReferenceCheckDigit(digits)}`;
}

/** Plan and payment number of one of our references (either kind), or null. */
export function parsePaymentReference(reference: string): { plan: PaidPlanKey; paymentNumber: string } | null {
  // A bank file's reference field holds at most 35 characters (ISO 20022): anything longer is no
  // reference, and is refused before it is copied (a hostile file may hold megabytes there).
  if (reference.length > MAX_REFERENCE_FIELD) return null;
  const text = reference.replace(/\s/g, '').toUpperCase();
  let body: string;
  if (isValidQrReference(text)) {
    if (!/^0{15}/.test(text)) return null;
    body = text.slice(15, 26);
  } else if (isValidCreditorReference(text)) {
    body = text.slice(4);
  } else return null;
  const match = /^([12])(\d{10})$/.exec(body);
  if (!match) return null;
  return { plan: match[1] === '1' ? 'premium' : 'lite', paymentNumber: match[2] as string };
}

/** Groups for printing: QR references in 2+5×5 digits, creditor references in fours. */
export function formatPaymentReference(reference: string): string {
  if (/^\d{27}$/.test(reference))
    return `${reference.slice(0, 2)} ${reference.slice(2).replace(/(\d{5})(?=\d)/g, '$1 ')}`;
  return reference.replace(/(.{4})(?=.)/g, '$1 ');
}
