import { Loading } from '../../../components/loading';
import type { LearnsetBulkReply, StudyMode } from '@app/shared/learnsets/api';
import { useLearnSession } from '../hooks/use-learn-session';
import { LearnAnswerWindow } from './learn-answer-window';
import { LearnQuestionWindow } from './learn-question-window';
import { LearnStatus } from './learn-status';
import { StudyNotices } from './study-notices';

interface LearnSessionViewProps {
  data: LearnsetBulkReply;
  signedIn: boolean;
  /** What the answers count as on the server ('learn' unless said otherwise). */
  mode?: StudyMode;
}

/** The learn-mode screen once the sets are loaded: notices, the current window and the status. */
export function LearnSessionView({ data, signedIn, mode }: LearnSessionViewProps) {
  const { state, statsFailed, submit, rate } = useLearnSession(data, signedIn, mode);
  const exercise = state.current;
  return (
    <>
      <StudyNotices signedIn={signedIn} statsFailed={statsFailed} />
      {state.window === 'loading' || !exercise ? (
        <Loading text="Die nächste Übung wird geladen..." />
      ) : state.window === 'question' ? (
        <LearnQuestionWindow key={state.turn} exercise={exercise} onSubmit={submit} />
      ) : (
        <LearnAnswerWindow exercise={exercise} given={state.given} almost={state.almost} onRate={rate} />
      )}
      <LearnStatus
        learnsets={data.learnsets}
        exerciseCount={data.exercises.length}
        correct={state.correct}
        wrong={state.wrong}
        currentId={exercise?.id_}
      />
    </>
  );
}
