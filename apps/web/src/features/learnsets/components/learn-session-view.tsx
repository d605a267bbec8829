import { Loading } from '../../../components/loading';
import type { LearnsetBulkReply, StudyMode } from '@app/shared/learnsets/api';
import { LEARNSET_TEXTS } from '@app/shared/learnsets/texts';
import { Alert } from '../../../components/alert/alert';
import { useLearnSession } from '../hooks/use-learn-session';
import { LearnAnswerWindow } from './learn-answer-window';
import { LearnQuestionWindow } from './learn-question-window';
import { LearnStatus } from './learn-status';

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
      {signedIn ? null : <Alert kind="info">{LEARNSET_TEXTS.visitorNotice}</Alert>}
      {statsFailed ? (
        <p className="error-text learn-stats-error" role="alert">
          {LEARNSET_TEXTS.statsFailed}
        </p>
      ) : null}
      {state.window === 'loading' || !exercise ? (
        <Loading text="Die nächste Übung wird geladen..." />
      ) : state.window === 'question' ? (
        <LearnQuestionWindow key={state.turn} exercise={exercise} onSubmit={submit} />
      ) : (
        <LearnAnswerWindow exercise={exercise} given={state.given} onRate={rate} />
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
