import { Loading } from '../../../components/loading';
import type { LearnsetBulkReply, LearnStartReply, StudyMode } from '@app/shared/learnsets/api';
import { useLearnSession } from '../hooks/use-learn-session';
import { LearnAnswerWindow } from './learn-answer-window';
import { LearnQuestionWindow } from './learn-question-window';
import { LearnRoundBar } from './learn-round-bar';
import { LearnRoundSummary } from './learn-round-summary';
import { LearnStatus } from './learn-status';
import { StudyNotices } from '../../../components/study/study-notices';

interface LearnSessionViewProps {
  /** The sets; null while they load, when `start` shows the first question meanwhile. */
  data: LearnsetBulkReply | null;
  signedIn: boolean;
  /** What the answers count as on the server ('learn' unless said otherwise). */
  mode?: StudyMode;
  /** Learn mode's first screen, from the small start call. */
  start?: LearnStartReply;
}

/** The learn-mode screen: notices, where the round stands, the current window and the status. */
export function LearnSessionView({ data, signedIn, mode, start }: LearnSessionViewProps) {
  const { state, statsFailed, submit, rate, nextRound } = useLearnSession(data, signedIn, mode, start);
  const exercise = state.current;
  const exerciseCount = data ? data.exercises.length : (start?.exercise_count ?? 0);
  let body;
  if (state.window === 'summary')
    body = (
      <LearnRoundSummary
        round={state.round}
        mastered={state.mastered}
        exerciseCount={exerciseCount}
        onContinue={nextRound}
      />
    );
  else if (state.window === 'loading' || !exercise) body = <Loading text="Die nächste Übung wird geladen..." />;
  else if (state.window === 'question')
    body = <LearnQuestionWindow key={state.turn} exercise={exercise} onSubmit={submit} />;
  else body = <LearnAnswerWindow exercise={exercise} given={state.given} almost={state.almost} onRate={rate} />;
  return (
    <>
      <StudyNotices signedIn={signedIn} statsFailed={statsFailed} />
      <LearnRoundBar state={state} />
      {body}
      <LearnStatus
        learnsets={data?.learnsets ?? start?.learnsets ?? []}
        exerciseCount={exerciseCount}
        correct={state.correct}
        wrong={state.wrong}
        currentId={exercise?.id_}
      />
    </>
  );
}
