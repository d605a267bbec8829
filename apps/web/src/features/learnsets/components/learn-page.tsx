import { Loading } from '../../../components/loading';
import { LEARNSET_TEXTS, splitLearnsetIds } from '@app/shared/learnsets/texts';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { useAccount } from '../../../lib/boot-data';
import { useLearnsetBulk } from '../api/get-learnset-bulk';
import { LearnSessionView } from './learn-session-view';
import '../learnsets.css';

/** /lernsets/lernen/{ids}: loads the chosen sets (and the user's statistics), then learn mode. */
export default function LearnPage() {
  const { ids = '' } = useParams();
  const setIds = useMemo(() => splitLearnsetIds(ids), [ids]);
  const account = useAccount();
  const bulk = useLearnsetBulk(setIds);

  if (bulk.isError) {
    return (
      <section className="learn-page">
        <h1>Lernen</h1>
        <Alert>{bulk.error.message}</Alert>
      </section>
    );
  }
  if (bulk.isPending || account === null) {
    return (
      <section className="learn-page">
        <h1>Lernen</h1>
        <Loading text="Die Lernsets werden geladen..." />
      </section>
    );
  }
  return (
    <section className="learn-page">
      <h1>Lernen</h1>
      {bulk.data.learnsets.length < setIds.length ? <Alert kind="info">{LEARNSET_TEXTS.someNotFound}</Alert> : null}
      {/* A new selection starts a new session. */}
      <LearnSessionView key={ids} data={bulk.data} signedIn={account.valid} />
    </section>
  );
}
