import type { Exercise } from '@app/shared/learnsets/api';
import type { TestSetup } from '@app/shared/learnsets/practice-test';
import { useEffect, useState } from 'react';
import { Alert } from '../../../../components/alert/alert';
import { useTestSession } from '../../hooks/use-test-session';
import { StudyNotices } from '../../../../components/study/study-notices';
import { TestPrintView } from './test-print-view';
import { TestQuestionForm } from './test-question-form';
import { TestResult } from './test-result';
import { TestSetupForm } from './test-setup-form';

interface TestSessionViewProps {
  exercises: readonly Exercise[];
  signedIn: boolean;
}

/** The Test mode once the sets are loaded: setup, the questions (with their paper version), the result. */
export function TestSessionView({ exercises, signedIn }: TestSessionViewProps) {
  const { state, statsFailed, start, handIn, retryMistakes, newTest } = useTestSession(exercises, signedIn);
  // 'Als Papiertest drucken' in the setup builds the test first; the dialog opens once it is on the page.
  const [printPending, setPrintPending] = useState(false);
  useEffect(() => {
    if (printPending && state.phase === 'taking') {
      setPrintPending(false);
      window.print();
    }
  }, [printPending, state.phase]);

  const startAndPrint = (setup: TestSetup) => {
    start(setup);
    setPrintPending(true);
  };

  return (
    <>
      <div className="test-screen-only">
        <StudyNotices signedIn={signedIn} statsFailed={statsFailed} />
      </div>
      {exercises.length === 0 ? (
        <Alert kind="info">Die gewählten Lernsets enthalten keine Übungen.</Alert>
      ) : state.phase === 'setup' ? (
        <TestSetupForm exerciseCount={exercises.length} onStart={start} onPrint={startAndPrint} />
      ) : state.phase === 'taking' ? (
        <>
          <TestQuestionForm
            key={state.round}
            questions={state.questions}
            onHandIn={handIn}
            onPrint={() => window.print()}
          />
          <TestPrintView questions={state.questions} />
        </>
      ) : (
        <TestResult outcomes={state.outcomes} onNewTest={newTest} onRetryMistakes={retryMistakes} />
      )}
    </>
  );
}
