import type { Exercise } from '@app/shared/learnsets/api';
import { isMatchOver, MATCH_ROUND_SIZE, MATCH_ROUNDS_PER_GAME, pairsDone } from '@app/shared/learnsets/match-game';
import { useAnswerSender } from '../../hooks/use-answer-sender';
import { useMatchGame } from '../../hooks/use-match-game';
import { StudyNotices } from '../study-notices';
import { MatchGrid } from './match-grid';
import { MatchResultView } from './match-result';
import { MatchTimer } from './match-timer';

interface MatchGameViewProps {
  exercises: readonly Exercise[];
  setIds: readonly string[];
  signedIn: boolean;
}

/** Zuordnen once the sets are loaded: rules, round and clock, the tiles, then the result. */
export function MatchGameView({ exercises, setIds, signedIn }: MatchGameViewProps) {
  const { send, failed } = useAnswerSender(signedIn, 'match');
  const { state, result, announcement, select, restart } = useMatchGame(exercises, setIds, send);
  const round = state.rounds[state.round];
  return (
    <div className="match-game">
      <StudyNotices signedIn={signedIn} statsFailed={failed} />
      <p className="match-rules">
        Ordnen Sie jeder Frage ihre Antwort zu: erst eine Karte wählen, dann die passende. Ein Spiel hat bis zu{' '}
        {MATCH_ROUNDS_PER_GAME} Runden mit je {MATCH_ROUND_SIZE} Paaren; die Zeit läuft ab der ersten Wahl.
      </p>
      {state.rounds.length === 0 ? (
        <p>Diese Auswahl enthält keine Übungen.</p>
      ) : (
        <>
          <div className="match-bar">
            {round ? (
              <p className="match-progress">
                Runde {state.round + 1} von {state.rounds.length} · Paare {pairsDone(state)} von{' '}
                {round.tiles.length / 2}
              </p>
            ) : null}
            <MatchTimer startedAt={state.startedAt} finishedAt={state.finishedAt} />
          </div>
          {isMatchOver(state) && result ? (
            <MatchResultView result={result} onRestart={restart} />
          ) : (
            <MatchGrid state={state} onSelect={select} />
          )}
        </>
      )}
      <p className="match-announcement" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
