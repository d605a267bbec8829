import { lettersToDigits, mod97 } from './references';

/** Spaces removed, upper case: the form IBANs are stored and compared in. */
export function normaliseIban(iban: string): string {
  return iban.replace(/\s/g, '').toUpperCase();
}

/**
 * A Swiss or Liechtenstein IBAN (21 characters, ISO 13616 check digits): the only accounts a
 * QR-bill may name.
 */
export function isValidQrBillIban(iban: string): boolean {
  const text = normaliseIban(iban);
  if (!/^(CH|LI)\d{2}[0-9A-Z]{17}$/.test(text)) return false;
  return mod97(lettersToDigits(`${text.slice(4)}${text.slice(0, 4)}`)) === 1;
}

/** QR-IBANs carry an institution id from 30000 to 31999 and require a QR reference. */
export function isQrIban(iban: string): boolean {
  const iid = Number(normaliseIban(iban).slice(4, 9));
  return iid >= 30000 && iid <= 31999;
}
