import { createHash } from 'node:crypto';
import { child, children, parseXml, textAt, type XmlElement } from '../../lib/xml';

/** One booked incoming payment from a bank file. */
export interface BankCredit {
  /** Stable across files (camt.054 and the later camt.053 name the same booking alike). */
  entryId: string;
  /** The structured creditor reference (QRR or SCOR), if the payer used one. */
  reference: string | null;
  amountCents: number;
  currency: string;
  /** YYYY-MM-DD */
  bookedOn: string;
  debtorName: string | null;
}

export interface CamtFile {
  kind: 'camt.052' | 'camt.053' | 'camt.054';
  credits: BankCredit[];
  /** Entries that are not booked credits: debits, pending or reversed bookings. */
  ignored: number;
}

export class CamtError extends Error {}

// camt.054 notifications, camt.053 statements and camt.052 reports: the same entries inside.
const CONTAINERS = [
  { message: 'BkToCstmrDbtCdtNtfctn', part: 'Ntfctn', kind: 'camt.054' },
  { message: 'BkToCstmrStmt', part: 'Stmt', kind: 'camt.053' },
  { message: 'BkToCstmrAcctRpt', part: 'Rpt', kind: 'camt.052' },
] as const;

/** "20.00" → 2000, without floating-point rounding. */
export function toCents(amount: string | undefined): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount?.trim() ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function amountOf(element: XmlElement | undefined): { cents: number; currency: string } | null {
  const cents = toCents(element?.text);
  return element && cents !== null ? { cents, currency: element.attributes.Ccy ?? '' } : null;
}

function isBooked(entry: XmlElement): boolean {
  // camt.053/054 version 04 writes <Sts>BOOK</Sts>, version 08 <Sts><Cd>BOOK</Cd></Sts>.
  const status = textAt(entry, 'Sts', 'Cd') ?? textAt(entry, 'Sts');
  return status === undefined || status === 'BOOK';
}

function structuredReference(tx: XmlElement | undefined): string | null {
  for (const structured of children(child(tx, 'RmtInf'), 'Strd')) {
    const ref = textAt(structured, 'CdtrRefInf', 'Ref');
    if (ref) return ref.replace(/\s/g, '');
  }
  return null;
}

function creditsOfEntry(entry: XmlElement): BankCredit[] | null {
  if (textAt(entry, 'CdtDbtInd') !== 'CRDT' || textAt(entry, 'RvslInd') === 'true' || !isBooked(entry)) return null;
  const bookedOn = (
    textAt(entry, 'BookgDt', 'Dt') ??
    textAt(entry, 'BookgDt', 'DtTm') ??
    textAt(entry, 'ValDt', 'Dt')
  )?.slice(0, 10);
  if (!bookedOn || !/^\d{4}-\d{2}-\d{2}$/.test(bookedOn)) throw new CamtError('Buchung ohne gültiges Buchungsdatum');
  const entryRef = textAt(entry, 'AcctSvcrRef') ?? textAt(entry, 'NtryRef');
  const transactions = children(entry, 'NtryDtls').flatMap((d) => children(d, 'TxDtls'));
  const entryAmount = amountOf(child(entry, 'Amt'));
  // A batch booking lists its single payments; an entry without details is one payment.
  const list: Array<XmlElement | undefined> = transactions.length > 0 ? transactions : [undefined];
  const credits: BankCredit[] = [];
  list.forEach((tx, index) => {
    if (tx && textAt(tx, 'CdtDbtInd') && textAt(tx, 'CdtDbtInd') !== 'CRDT') return;
    const amount =
      amountOf(child(tx, 'Amt')) ??
      amountOf(child(tx, 'AmtDtls', 'TxAmt', 'Amt')) ??
      (list.length === 1 ? entryAmount : null);
    if (!amount) throw new CamtError(`Buchung ${entryRef ?? bookedOn} ohne lesbaren Betrag`);
    const reference = structuredReference(tx);
    const txRef = textAt(tx, 'Refs', 'AcctSvcrRef');
    // Banks always give a servicer reference; the hash is a last resort that still matches the
    // same payment in a camt.054 and the later camt.053.
    const entryId =
      txRef ??
      (entryRef
        ? `${entryRef}#${index}`
        : `sha256:${createHash('sha256')
            .update(
              [
                bookedOn,
                amount.cents,
                amount.currency,
                reference,
                textAt(tx, 'Refs', 'EndToEndId'),
                textAt(tx, 'Refs', 'TxId'),
                index,
              ].join('|'),
            )
            .digest('hex')}`);
    const debtorName = textAt(tx, 'RltdPties', 'Dbtr', 'Nm') ?? textAt(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm') ?? null;
    credits.push({ entryId, reference, amountCents: amount.cents, currency: amount.currency, bookedOn, debtorName });
  });
  return credits;
}

/** Reads the booked credits of an ISO 20022 camt.052, camt.053 or camt.054 file. */
export function parseCamt(xml: string): CamtFile {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    throw new CamtError(`kein gültiges XML: ${(error as Error).message}`);
  }
  const container = CONTAINERS.map((c) => ({ ...c, element: child(root, c.message) })).find((c) => c.element);
  if (root.name !== 'Document' || !container?.element) {
    throw new CamtError('keine camt.052/053/054-Datei (BkToCstmrDbtCdtNtfctn oder BkToCstmrStmt fehlt)');
  }
  const credits: BankCredit[] = [];
  let ignored = 0;
  for (const part of children(container.element, container.part)) {
    for (const entry of children(part, 'Ntry')) {
      const found = creditsOfEntry(entry);
      if (found) credits.push(...found);
      else ignored++;
    }
  }
  return { kind: container.kind, credits, ignored };
}
