import type { Exercise, LearnStartReply } from '@app/shared/learnsets/api';
import { splitLearnsetIds } from '@app/shared/learnsets/texts';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useLearnStart } from '../../../lib/study/get-learn-data';
import { markFirstQuestionPainted } from '../../../lib/study/load-learn-data';
import { LearnSessionView } from './learn-session-view';
import { type StudyOrientation, StudySetsLoader } from '../../../components/study/study-sets-loader';
import '../learn.css';

/** The start call's first question asked the way the session asks (the id stays, so does its answer's place). */
function orientedStart(start: LearnStartReply, orient: (exercise: Exercise) => Exercise): LearnStartReply {
  return start.first ? { ...start, first: { ...start.first, exercise: orient(start.first.exercise) } } : start;
}

/**
 * /lernsets/lernen/{ids}: learn mode over the chosen sets (SPEC §2). Its first question comes from
 * the small start call and shows while the sets load; the session goes on once they are here.
 */
export default function LearnPage() {
  const { ids = '' } = useParams();
  const setIds = useMemo(() => splitLearnsetIds(ids), [ids]);
  const start = useLearnStart(setIds).data;
  useEffect(() => {
    if (!start) return undefined;
    // After the next frame, which shows the first question: then the sets' megabytes are parsed.
    const frame = requestAnimationFrame(() => setTimeout(markFirstQuestionPainted));
    return () => cancelAnimationFrame(frame);
  }, [start]);
  const preview = start && {
    learnsets: start.learnsets,
    content: (signedIn: boolean, { key, orient }: StudyOrientation) => (
      <LearnSessionView key={key} data={null} start={orientedStart(start, orient)} signedIn={signedIn} />
    ),
  };
  return (
    <StudySetsLoader heading="Lernen" preview={preview}>
      {({ data, signedIn, key, orient }) => (
        <LearnSessionView key={key} data={data} start={start && orientedStart(start, orient)} signedIn={signedIn} />
      )}
    </StudySetsLoader>
  );
}
