import { type Account, formatChf, type Plan, planOfAccount, PLANS, PREMIUM_TEXTS } from '@app/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const MiB = 1024 * 1024;
const COLUMNS = [PLANS.standard, PLANS.lite, PLANS.premium];

interface Row {
  label: string;
  cell: (plan: Plan) => ReactNode;
}

const ROWS: Row[] = [
  { label: 'Preis pro Jahr', cell: (p) => (p.priceChf === 0 ? 'kostenlos' : formatChf(p.priceChf)) },
  { label: 'Maximale Dokumentgrösse', cell: (p) => `${p.maxDocumentBytes / MiB} MiB` },
  { label: 'Maximale Lernset-Grösse', cell: (p) => `${p.maxLearnsetItems} Übungen` },
  { label: 'Statistiken', cell: (p) => p.statistics },
  { label: 'Farbschema wählbar', cell: (p) => (p.colourScheme ? 'Ja' : 'Nein') },
  { label: 'Eigene Kalender', cell: (p) => p.ownCalendars },
];

/** The plans side by side (SPEC §9), with 'Kaufen' or, while a plan runs, 'Verlängern'. */
export function PlanTable({ account }: { account: Account | null }) {
  const running = { standard: false, lite: !!account?.paidLite, premium: !!account?.paid };
  // The flags come from the server, which reads the payment dates in Zurich time.
  const current = account?.valid ? planOfAccount(account).key : null;
  return (
    <div className="plan-table-wrap">
      <table className="plan-table">
        <caption>Vergleich der Pläne</caption>
        <thead>
          <tr>
            <td />
            {COLUMNS.map((plan) => (
              <th key={plan.key} scope="col" className={current === plan.key ? 'plan-current' : undefined}>
                {plan.label}
                {current === plan.key ? <span className="plan-current-label">Ihr Plan</span> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {COLUMNS.map((plan) => (
                <td key={plan.key}>{row.cell(plan)}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td />
            {COLUMNS.map((plan) => (
              <td key={plan.key}>
                {plan.key === 'standard' ? null : (
                  <Link
                    className="button"
                    to={paths.premiumBuy[plan.key]}
                    aria-label={`${plan.label} ${running[plan.key] ? 'verlängern' : 'kaufen'}`}
                  >
                    {running[plan.key] ? PREMIUM_TEXTS.extend : PREMIUM_TEXTS.buy}
                  </Link>
                )}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
