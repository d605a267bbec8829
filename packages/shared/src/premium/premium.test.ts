import { describe, expect, it } from 'vitest';
import { isQrIban, isValidQrBillIban } from './iban';
import { addYears, extendPaidUntil } from './paid-until';
import { PRODUCTS, productByBill } from './products';
import {
  buildPaymentReference,
  creditorReferenceCheckDigits,
  formatPaymentReference,
  isValidCreditorReference,
  isValidQrReference,
  parsePaymentReference,
  qrReferenceCheckDigit,
} from './references';

describe('QR reference (mod 10 recursive)', () => {
  it('matches the example of the Swiss Implementation Guidelines QR-bill', () => {
    expect(qrReferenceCheckDigit('21000000000313947143000901')).toBe('7');
    expect(isValidQrReference('21 00000 00003 13947 14300 09017')).toBe(true);
    expect(isValidQrReference('21 00000 00003 13947 14300 09018')).toBe(false);
    expect(isValidQrReference('2100000000031394714300090')).toBe(false);
  });
});

describe('ISO 11649 creditor reference', () => {
  it.each(['RF18 5390 0754 7034', 'RF48 5000 0567 8901 2345', 'RF45 1234 5123 45'])('accepts %s', (ref) => {
    expect(isValidCreditorReference(ref)).toBe(true);
  });
  it('computes the published check digits and refuses altered ones', () => {
    expect(creditorReferenceCheckDigits('539007547034')).toBe('18');
    expect(creditorReferenceCheckDigits('5000056789012345')).toBe('48');
    expect(isValidCreditorReference('RF19 5390 0754 7034')).toBe(false);
    expect(isValidCreditorReference('RF18 5390 0754 7035')).toBe(false);
  });
});

describe('payment references of the platform', () => {
  it('encode plan and payment number in both kinds and decode again', () => {
    const qr = buildPaymentReference('premium', '0123456789', 'qr');
    expect(qr).toMatch(/^0{15}10123456789\d$/);
    expect(isValidQrReference(qr)).toBe(true);
    expect(parsePaymentReference(formatPaymentReference(qr))).toEqual({ plan: 'premium', paymentNumber: '0123456789' });

    const rf = buildPaymentReference('lite', '0123456789', 'rf');
    expect(rf).toMatch(/^RF\d{2}20123456789$/);
    expect(isValidCreditorReference(rf)).toBe(true);
    expect(parsePaymentReference(rf.toLowerCase())).toEqual({ plan: 'lite', paymentNumber: '0123456789' });
  });

  it('ignore foreign or mistyped references', () => {
    expect(parsePaymentReference('21 00000 00003 13947 14300 09017')).toBeNull();
    expect(parsePaymentReference('RF18 5390 0754 7034')).toBeNull();
    const qr = buildPaymentReference('premium', '0123456789', 'qr');
    expect(parsePaymentReference(`${qr.slice(0, 20)}9${qr.slice(21)}`)).toBeNull();
    expect(() => buildPaymentReference('premium', '123', 'qr')).toThrow();
  });
});

describe('IBAN for QR-bills', () => {
  it('accepts Swiss IBANs and QR-IBANs, refuses wrong check digits and foreign ones', () => {
    expect(isValidQrBillIban('CH93 0076 2011 6238 5295 7')).toBe(true);
    expect(isQrIban('CH9300762011623852957')).toBe(false);
    expect(isValidQrBillIban('CH44 3199 9123 0008 8901 2')).toBe(true);
    expect(isQrIban('CH44 3199 9123 0008 8901 2')).toBe(true);
    expect(isValidQrBillIban('CH93 0076 2011 6238 5295 8')).toBe(false);
    expect(isValidQrBillIban('DE89 3704 0044 0532 0130 00')).toBe(false);
  });
});

describe('paid-until dates', () => {
  it('extend a running plan from its end and an expired one from today', () => {
    expect(extendPaidUntil('2027-03-01', '2026-11-22')).toBe('2028-03-01');
    expect(extendPaidUntil('2026-11-22', '2026-11-22')).toBe('2027-11-22');
    expect(extendPaidUntil('2000-01-01', '2026-11-22', 2)).toBe('2028-11-22');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  });

  it('products carry the prices and names of SPEC §9', () => {
    expect(PRODUCTS.premium).toMatchObject({ amountChf: 20, name: 'Lernplattform Premium 1 Jahr' });
    expect(PRODUCTS.lite).toMatchObject({ amountChf: 4, name: 'Lernplattform Premium Lite 1 Jahr' });
    expect(productByBill('premiumLiteYear')?.plan).toBe('lite');
    expect(productByBill('x')).toBeUndefined();
  });
});
