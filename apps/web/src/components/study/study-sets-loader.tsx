import type { Exercise, Learnset, LearnsetBulkReply } from '@app/shared/learnsets/api';
import { isReversed, orientExercise, orientExercises } from '@app/shared/learnsets/direction';
import { LEARNSET_TEXTS, splitLearnsetIds } from '@app/shared/learnsets/texts';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../alert/alert';
import { Loading } from '../loading';
import { ApiError } from '../../lib/api';
import { useAccount } from '../../lib/boot-data';
import { useLearnData } from '../../lib/study/get-learn-data';
import { useStudyDirection } from '../../lib/study/use-study-direction';
import { CardLanguageProvider } from '../card-face/card-languages';
import { StudyDirectionChoice } from './study-direction-choice';
import './study.css';

/** How the mode asks its exercises, chosen above it ("Abfragen"). */
export interface StudyOrientation {
  /** The selection as it stands in the URL (`a.b.c`) with the direction: either changed starts a new session. */
  key: string;
  /** An exercise as this session asks it (for one that arrives apart from `data`, like learn mode's first). */
  orient: (exercise: Exercise) => Exercise;
}

interface StudySelection extends StudyOrientation {
  /** The sets, with every exercise oriented as the session asks it (ids unchanged). */
  data: LearnsetBulkReply;
  signedIn: boolean;
  /** The set ids of the URL, in their order. */
  setIds: string[];
}

/** What a mode shows while its sets still load (learn mode's first question). */
interface StudyPreview {
  learnsets: readonly Learnset[];
  content: (signedIn: boolean, orientation: StudyOrientation) => ReactNode;
}

/** A new mix for each visit of a study page in mixed mode. */
const newSeed = () => Math.random().toString(36).slice(2);

interface StudySetsLoaderProps {
  heading: string;
  children: (selection: StudySelection) => ReactNode;
  /** Shown in the mode's place while the sets load, instead of the loading text. */
  preview?: StudyPreview;
}

/**
 * Every mode on `/lernsets/{mode}/{ids}` (learn mode, Karteikarten, Test, Zuordnen): loads the
 * chosen sets (and the signed-in pupil's statistics), says so while it loads or when it fails,
 * then hands the data to the mode, asked the way the pupil chose (question→answer, the other way
 * round or mixed). Visitors learn too, without statistics.
 */
export function StudySetsLoader({ heading, children, preview }: StudySetsLoaderProps) {
  const { ids = '' } = useParams();
  const setIds = useMemo(() => splitLearnsetIds(ids), [ids]);
  const account = useAccount();
  const bulk = useLearnData(setIds);
  // The line dropped while the sets loaded: they load again as soon as it is back, and learn mode's
  // first question stays on screen meanwhile, its answer waiting in the offline queue.
  const connectionLost = bulk.isError && bulk.error instanceof ApiError && bulk.error.httpStatus === 0;
  const { refetch } = bulk;
  useEffect(() => {
    if (!connectionLost) return undefined;
    const retry = () => void refetch();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [connectionLost, refetch]);
  const [direction, setDirection] = useStudyDirection();
  const [seed] = useState(newSeed);
  const reversed = useCallback((exerciseId: string) => isReversed(exerciseId, direction, seed), [direction, seed]);
  const orientation = useMemo<StudyOrientation>(
    () => ({ key: `${ids}|${direction}`, orient: (exercise) => orientExercise(exercise, reversed(exercise.id_)) }),
    [ids, direction, reversed],
  );
  // Memoised: learn mode joins its first question to the exercises when this object arrives.
  const data = useMemo(
    () => bulk.data && { ...bulk.data, exercises: orientExercises(bulk.data.exercises, direction, seed) },
    [bulk.data, direction, seed],
  );

  // The preview and the mode stand at the same place in the tree, so the mode's state carries over.
  const frame = (learnsets: readonly Learnset[], content: ReactNode) => (
    <>
      {learnsets.length < setIds.length ? <Alert kind="info">{LEARNSET_TEXTS.someNotFound}</Alert> : null}
      <StudyDirectionChoice direction={direction} onChange={setDirection} />
      <CardLanguageProvider learnsets={learnsets} reversed={reversed}>
        {content}
      </CardLanguageProvider>
    </>
  );
  let body: ReactNode;
  const waiting = bulk.isPending || (connectionLost && preview);
  if (bulk.isError && !waiting) body = <Alert>{bulk.error.message}</Alert>;
  else if (account === null) body = <Loading text="Die Lernsets werden geladen..." />;
  else if (waiting) {
    body = preview ? (
      frame(preview.learnsets, preview.content(account.valid, orientation))
    ) : (
      <Loading text="Die Lernsets werden geladen..." />
    );
  } else if (data) {
    body = frame(data.learnsets, children({ ...orientation, data, signedIn: account.valid, setIds }));
  }
  return (
    <section className="learn-page">
      <h1>{heading}</h1>
      {body}
    </section>
  );
}
