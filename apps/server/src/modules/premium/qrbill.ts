import type { Product } from '@app/shared';
import { SwissQRBill } from 'swissqrbill/svg';
import type { Payee } from '../../config-payee';

export interface QrBillInput {
  payee: Payee & { iban: string };
  product: Product;
  reference: string;
  accountEmail: string;
}

// The payment part is 210 × 105 mm; at CSS's 96 dpi that is this many user units.
const VIEW_BOX = `0 0 ${((210 / 25.4) * 96).toFixed(2)} ${((105 / 25.4) * 96).toFixed(2)}`;

/**
 * The German QR-bill payment part as SVG. The additional information names the product and
 * the account, so a payer and the operator can tell bills apart even without the reference.
 * A viewBox is added so the image scales to the screen instead of being cut off.
 */
export function renderQrBill({ payee, product, reference, accountEmail }: QrBillInput): string {
  const bill = new SwissQRBill(
    {
      currency: 'CHF',
      amount: product.amountChf,
      reference,
      additionalInformation: `${product.name}, Konto ${accountEmail}`.slice(0, 140),
      creditor: {
        account: payee.iban,
        name: payee.name,
        address: payee.address,
        zip: payee.zip,
        city: payee.city,
        country: payee.country,
      },
    },
    { language: 'DE' },
  );
  return bill.toString().replace(/^<svg /, `<svg viewBox="${VIEW_BOX}" `);
}
