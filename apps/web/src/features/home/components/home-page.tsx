import { useAccount } from '../../../lib/boot-data';
import { Landing } from './landing';

/** '/': the landing block for visitors, the start page for a valid account. */
export default function HomePage() {
  const account = useAccount();
  if (account === null) return <p className="loading">lädt...</p>;
  return <Landing />;
}
