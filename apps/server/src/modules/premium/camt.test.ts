import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePaymentReference } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { buildCamt054 } from '../../test/camt';
import { CamtError, parseCamt, toCents } from './camt';

const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name), 'utf8');

describe('camt bank files', () => {
  it('reads the single payments of a batch booking in a camt.054 notification', () => {
    const file = parseCamt(fixture('camt054-notification.xml'));
    expect(file.kind).toBe('camt.054');
    // The pending credit and the fee debit are not payments received.
    expect(file.ignored).toBe(2);
    expect(file.credits).toEqual([
      {
        entryId: '261120CH0A1B2C3D-1',
        reference: '000000000000000101234567899',
        amountCents: 2000,
        currency: 'CHF',
        bookedOn: '2026-11-20',
        debtorName: 'Anna Muster',
      },
      {
        entryId: '261120CH0A1B2C3D-2',
        reference: '000000000000000201234567891',
        amountCents: 400,
        currency: 'CHF',
        bookedOn: '2026-11-20',
        debtorName: 'Ben Müller & Eltern',
      },
      {
        entryId: '261120CH0A1B2C3D-3',
        reference: null,
        amountCents: 2000,
        currency: 'CHF',
        bookedOn: '2026-11-20',
        debtorName: null,
      },
    ]);
    expect(parsePaymentReference(file.credits[0]?.reference ?? '')).toEqual({
      plan: 'premium',
      paymentNumber: '0123456789',
    });
  });

  it('reads a camt.053 statement with namespace prefixes, amounts in AmtDtls and skips reversals', () => {
    const file = parseCamt(fixture('camt053-statement.xml'));
    expect(file.kind).toBe('camt.053');
    expect(file.ignored).toBe(1);
    expect(file.credits).toEqual([
      {
        entryId: 'ZKB-20261125-0042#0',
        reference: 'RF2529876543210',
        amountCents: 400,
        currency: 'CHF',
        bookedOn: '2026-11-25',
        debtorName: null,
      },
    ]);
    expect(parsePaymentReference('RF2529876543210')).toEqual({ plan: 'lite', paymentNumber: '9876543210' });
  });

  it('reads what the test generator writes', () => {
    const file = parseCamt(buildCamt054([{ id: 'A-1', amount: '20.00', reference: 'RF5310123456789' }]));
    expect(file.credits).toMatchObject([{ entryId: 'A-1', reference: 'RF5310123456789', amountCents: 2000 }]);
    expect(file.ignored).toBe(1);
  });

  it('refuses files that are not camt, malformed XML and DTD tricks', () => {
    expect(() => parseCamt('<Document><pain.001/></Document>')).toThrow(CamtError);
    expect(() => parseCamt('<Document><BkToCstmrStmt></Document>')).toThrow(/kein gültiges XML/);
    expect(() =>
      parseCamt('<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x "y">]><Document><BkToCstmrStmt/></Document>'),
    ).toThrow(/DOCTYPE/);
    expect(() => parseCamt('no xml at all')).toThrow(CamtError);
  });

  it('turns amounts into cents without rounding errors', () => {
    expect(toCents('20.00')).toBe(2000);
    expect(toCents('4')).toBe(400);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('1234567.89')).toBe(123456789);
    expect(toCents('-4.00')).toBeNull();
    expect(toCents('4,00')).toBeNull();
  });
});
