import type { Learnset, LearnsetBulkReply } from '@app/shared/learnsets/api';
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

/** What a mode shows while its sets still load (learn mode's first question). */
export interface StudyPreview {
  learnsets: readonly Learnset[];
  content: (signedIn: boolean) => ReactNode;
}

interface StudySetsLoaderProps {
  heading: string;
  children: (selection: StudySelection) => ReactNode;
  /** Shown in the mode's place while the sets load, instead of the loading text. */
  preview?: StudyPreview;
}

/**
 * Every mode on `/lernsets/{mode}/{ids}` (learn mode, Karteikarten, Test, Zuordnen): loads the
 * chosen sets (and the signed-in pupil's statistics), says so while it loads or when it fails,
 * then hands the data to the mode. Visitors learn too, without statistics.
 */
export function StudySetsLoader({ heading, children, preview }: StudySetsLoaderProps) {
  const { ids = '' } = useParams();
  const setIds = useMemo(() => splitLearnsetIds(ids), [ids]);
  const account = useAccount();
  const bulk = useLearnData(setIds);

  // The preview and the mode stand at the same place in the tree, so the mode's state carries over.
  const frame = (learnsets: readonly Learnset[], content: ReactNode) => (
    <>
      {learnsets.length < setIds.length ? <Alert kind="info">{LEARNSET_TEXTS.someNotFound}</Alert> : null}
      <CardLanguageProvider learnsets={learnsets}>{content}</CardLanguageProvider>
    </>
  );
  let body: ReactNode;
  if (bulk.isError) body = <Alert>{bulk.error.message}</Alert>;
  else if (account === null) body = <Loading text="Die Lernsets werden geladen..." />;
  else if (bulk.isPending) {
    body = preview ? (
      frame(preview.learnsets, preview.content(account.valid))
    ) : (
      <Loading text="Die Lernsets werden geladen..." />
    );
  } else {
    body = frame(bulk.data.learnsets, children({ data: bulk.data, signedIn: account.valid, setIds, key: ids }));
  }
  return (
    <section className="learn-page">
      <h1>{heading}</h1>
      {body}
    </section>
  );
}
