import { paths } from '../../../config/paths';
import { Loading } from '../../../components/loading';
import { SignInPrompt } from '../../../components/sign-in-prompt';
import { formatChf, PREMIUM_TEXTS, PRODUCTS, toSwissDate } from '@app/shared';
import { Link, useLocation } from 'react-router';
import { useAccount } from '../../../lib/boot-data';
import { QrBill } from './qr-bill';
import '../premium.css';

/** /premium/kaufen and /premium/lite/kaufen: the login prompt, or the account's QR-bill. */
export default function BuyPage() {
  const { pathname } = useLocation();
  const product = pathname.startsWith(paths.premiumBuy.lite) ? PRODUCTS.lite : PRODUCTS.premium;
  const label = product.plan === 'lite' ? 'Premium Lite' : 'Premium';
  const account = useAccount();

  let body;
  if (!account) body = <Loading />;
  else if (!account.valid || !account.info) {
    body = <SignInPrompt message={PREMIUM_TEXTS.loginRequired} />;
  } else {
    const until = product.plan === 'lite' ? account.info.payment_lite : account.info.payment;
    const valid = product.plan === 'lite' ? account.paidLite : account.paid;
    body = (
      <>
        <p>
          {product.name} kostet {formatChf(product.amountChf)}. Bezahlen Sie mit dieser QR-Rechnung in Ihrer Banking-App
          oder am Postschalter. Sobald die Zahlung bei uns eingegangen ist, wird {label} um ein Jahr verlängert; das
          kann einige Arbeitstage dauern.
        </p>
        {valid ? (
          <p>
            {product.plan === 'lite'
              ? PREMIUM_TEXTS.liteValid(toSwissDate(until))
              : PREMIUM_TEXTS.premiumValid(toSwissDate(until))}{' '}
            Mit dieser Zahlung gilt es ein Jahr länger.
          </p>
        ) : null}
        <QrBill product={product} />
      </>
    );
  }

  return (
    <section className="premium-page" aria-labelledby="buy-title">
      <h1 id="buy-title">{label} kaufen</h1>
      {body}
      <p>
        <Link to={paths.premium}>Zurück zur Übersicht</Link>
      </p>
    </section>
  );
}
