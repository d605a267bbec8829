import { Loading } from '../../../components/loading';
import { PREMIUM_TEXTS, toSwissDate } from '@app/shared';
import { useAccount } from '../../../lib/boot-data';
import { PlanTable } from './plan-table';
import '../premium.css';

/** /premium: how long Premium or Premium Lite still runs, and the plans to buy or extend. */
export default function PremiumPage() {
  const account = useAccount();
  const info = account?.info;
  const lines: string[] = [];
  if (account?.paid && info) lines.push(PREMIUM_TEXTS.premiumValid(toSwissDate(info.payment)));
  if (account?.paidLite && info) lines.push(PREMIUM_TEXTS.liteValid(toSwissDate(info.payment_lite)));
  if (account && lines.length === 0) lines.push(PREMIUM_TEXTS.none);

  return (
    <section className="premium-page" aria-labelledby="premium-title">
      <h1 id="premium-title">Premium</h1>
      <div className="premium-status" role="status">
        {account ? lines.map((line) => <p key={line}>{line}</p>) : <Loading />}
      </div>
      <PlanTable account={account} />
    </section>
  );
}
