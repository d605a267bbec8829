import { type Account, type AccountInfo, planOfAccount } from '@app/shared';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';

const ContactLink = () => <Link to={paths.info.contact}>Kontakt</Link>;

/** Name and id, which only the operator changes (SPEC §2). */
export function IdentityFacts({ info }: { info: AccountInfo }) {
  return (
    <>
      <dl className="settings-identity">
        <dt>Name</dt>
        <dd>{info.name}</dd>
        <dt>ID</dt>
        <dd>{info.id_}</dd>
      </dl>
      <p>
        Um Ihre E-Mail-Adresse oder Ihren Namen zu ändern, wenden Sie sich bitte an uns (<ContactLink />
        ).
      </p>
    </>
  );
}

/** The plan now and the way to the others. */
export function PlanFacts({ account }: { account: Account }) {
  return (
    <p>
      Ihr Abo: <strong>{planOfAccount(account).label}</strong> (<Link to={paths.premium}>Abos vergleichen</Link>)
    </p>
  );
}

/** Only the operator deletes an account (SPEC §2). */
export function DeletionNote() {
  return (
    <p>
      Um Ihr Konto zu löschen, wenden Sie sich bitte an uns (<ContactLink />
      ).
    </p>
  );
}
