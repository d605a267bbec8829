import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('payee configuration for QR-bills', () => {
  it('has no IBAN by default and takes name and address from the imprint', () => {
    const { payee } = loadConfig({ IMPRINT_NAME: 'Verein Lernen', IMPRINT_CITY: '6003 Luzern' });
    expect(payee).toEqual({
      iban: undefined,
      qrIban: false,
      name: 'Verein Lernen',
      address: 'Musterstrasse 1',
      zip: '6003',
      city: 'Luzern',
      country: 'CH',
    });
  });

  it('normalises the IBAN and tells a QR-IBAN from an IBAN', () => {
    expect(loadConfig({ PAYEE_IBAN: 'ch93 0076 2011 6238 5295 7' }).payee).toMatchObject({
      iban: 'CH9300762011623852957',
      qrIban: false,
    });
    expect(loadConfig({ PAYEE_IBAN: 'CH44 3199 9123 0008 8901 2' }).payee.qrIban).toBe(true);
  });

  it('stops the start with one line naming the variable on a bad IBAN', () => {
    expect(() => loadConfig({ PAYEE_IBAN: 'CH93 0076 2011 6238 5295 8' })).toThrow(
      /^Ungültige Konfiguration: PAYEE_IBAN muss eine gültige IBAN oder QR-IBAN .*"CH93 0076 2011 6238 5295 8"\)$/,
    );
    expect(() => loadConfig({ PAYEE_IBAN: 'DE89370400440532013000' })).toThrow(/PAYEE_IBAN/);
  });

  it('refuses creditor data a QR-bill cannot carry', () => {
    expect(() => loadConfig({ PAYEE_COUNTRY: 'Schweiz' })).toThrow(/PAYEE_COUNTRY/);
    expect(() => loadConfig({ PAYEE_CITY: 'x'.repeat(36) })).toThrow(/PAYEE_CITY darf höchstens 35 Zeichen/);
    // Without a zip code in IMPRINT_CITY, an IBAN needs PAYEE_ZIP.
    expect(() => loadConfig({ PAYEE_IBAN: 'CH9300762011623852957', IMPRINT_CITY: 'Luzern' })).toThrow(
      /^Ungültige Konfiguration: PAYEE_ZIP fehlt/,
    );
  });
});
