import { splitLearnsetIds } from '@app/shared/learnsets/texts';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useLearnStart } from '../api/get-learn-data';
import { markFirstQuestionPainted } from '../api/load-learn-data';
import { LearnSessionView } from './learn-session-view';
import { StudySetsLoader } from './study-sets-loader';

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
    content: (signedIn: boolean) => <LearnSessionView key={ids} data={null} start={start} signedIn={signedIn} />,
  };
  return (
    <StudySetsLoader heading="Lernen" preview={preview}>
      {({ data, signedIn, key }) => <LearnSessionView key={key} data={data} start={start} signedIn={signedIn} />}
    </StudySetsLoader>
  );
}
