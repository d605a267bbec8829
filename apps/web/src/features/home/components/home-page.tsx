import { Loading } from '../../../components/loading';
import { lazy } from 'react';
import { useAccount } from '../../../lib/boot-data';
import { Landing } from './landing';

// The start page loads on demand so visitors' first page stays small.
const StartPage = lazy(() => import('./start-page'));

/** '/': the landing block for visitors, the start page for a valid account. */
export default function HomePage() {
  const account = useAccount();
  if (account === null) return <Loading />;
  if (account.valid && account.info) return <StartPage info={account.info} />;
  return <Landing />;
}
