/** A credit in a generated bank file. */
export interface TestCredit {
  /** The bank's id of the single payment (AcctSvcrRef). */
  id: string;
  amount: string;
  currency?: string;
  /** Structured reference (QR or RF), or null for an unstructured payment. */
  reference: string | null;
  debtor?: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function transaction(credit: TestCredit): string {
  const type = credit.reference?.startsWith('RF') ? '<Cd>SCOR</Cd>' : '<Prtry>QRR</Prtry>';
  const remittance = credit.reference
    ? `<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry>${type}</CdOrPrtry></Tp><Ref>${credit.reference}</Ref></CdtrRefInf></Strd></RmtInf>`
    : '<RmtInf><Ustrd>Premium bitte</Ustrd></RmtInf>';
  return `
          <TxDtls>
            <Refs><AcctSvcrRef>${escape(credit.id)}</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <Amt Ccy="${credit.currency ?? 'CHF'}">${credit.amount}</Amt>
            <CdtDbtInd>CRDT</CdtDbtInd>
            <RltdPties><Dbtr><Pty><Nm>${escape(credit.debtor ?? 'Muster & Co')}</Nm></Pty></Dbtr></RltdPties>
            ${remittance}
          </TxDtls>`;
}

/**
 * A camt.054.001.08 credit notification as Swiss banks send it: one batch entry per booking
 * day holding the single payments, plus a debit entry that must be ignored.
 */
export function buildCamt054(credits: TestCredit[], bookedOn = '2026-11-20'): string {
  const total = credits.reduce((sum, c) => sum + Math.round(Number(c.amount) * 100), 0);
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>MSG-${bookedOn}</MsgId><CreDtTm>${bookedOn}T20:00:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>NTF-${bookedOn}</Id>
      <CreDtTm>${bookedOn}T20:00:00</CreDtTm>
      <Acct><Id><IBAN>CH4431999123000889012</IBAN></Id></Acct>
      <Ntry>
        <Amt Ccy="CHF">${(total / 100).toFixed(2)}</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <RvslInd>false</RvslInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${bookedOn}</Dt></BookgDt>
        <ValDt><Dt>${bookedOn}</Dt></ValDt>
        <AcctSvcrRef>ENTRY-${bookedOn}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>VCOM</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <Btch><NbOfTxs>${credits.length}</NbOfTxs></Btch>${credits.map(transaction).join('')}
        </NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="CHF">12.50</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${bookedOn}</Dt></BookgDt>
        <AcctSvcrRef>FEES-${bookedOn}</AcctSvcrRef>
      </Ntry>
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>
`;
}
