import type { LearnsetBulkReply } from '@app/shared/learnsets/api';
import { LEARNSET_TEXTS, splitLearnsetIds } from '@app/shared/learnsets/texts';
import { type ReactNode, useMemo } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../../components/alert/alert';
import { Loading } from '../../../components/loading';
import { useAccount } from '../../../lib/boot-data';
import { useLearnData } from '../api/get-learn-data';
import { CardLanguageProvider } from './card-face/card-languages';
import '../learnsets.css';

export interface StudySelection {
  data: LearnsetBulkReply;
  signedIn: boolean;
  /** The set ids of the URL, in their order. */
  setIds: string[];
  /** The selection as it stands in the URL (`a.b.c`): a new selection starts a new session. */
  key: string;
}

interface StudySetsLoaderProps {
  heading: string;
  children: (selection: StudySelection) => ReactNode;
}

/**
 * Every mode on `/lernsets/{mode}/{ids}` (learn mode, Karteikarten, Test, Zuordnen): loads the
 * chosen sets (and the signed-in pupil's statistics), says so while it loads or when it fails,
 * then hands the data to the mode. Visitors learn too, without statistics.
 */
export function StudySetsLoader({ heading, children }: StudySetsLoaderProps) {
  const { ids = '' } = useParams();
  const setIds = useMemo(() => splitLearnsetIds(ids), [ids]);
  const account = useAccount();
  const bulk = useLearnData(setIds);

  let body: ReactNode;
  if (bulk.isError) body = <Alert>{bulk.error.message}</Alert>;
  else if (bulk.isPending || account === null) body = <Loading text="Die Lernsets werden geladen..." />;
  else {
    body = (
      <>
        {bulk.data.learnsets.length < setIds.length ? <Alert kind="info">{LEARNSET_TEXTS.someNotFound}</Alert> : null}
        <CardLanguageProvider learnsets={bulk.data.learnsets}>
          {children({ data: bulk.data, signedIn: account.valid, setIds, key: ids })}
        </CardLanguageProvider>
      </>
    );
  }
  return (
    <section className="learn-page">
      <h1>{heading}</h1>
      {body}
    </section>
  );
}
