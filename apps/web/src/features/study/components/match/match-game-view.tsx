import type { Exercise } from '@app/shared/learnsets/api';
import { isMatchOver, MATCH_ROUND_SIZE, MATCH_ROUNDS_PER_GAME, pairsDone } from '@app/shared/learnsets/match-game';
import { useMemo } from 'react';
import { useAnswerSender } from '../../../../lib/study/use-answer-sender';
import { useMatchGame } from '../../hooks/use-match-game';
import { useSideLanguage } from '../../../../components/card-face/card-languages';
import { SpeakButton } from '../../../../components/card-face/speak-button';
import { StudyNotices } from '../../../../components/study/study-notices';
import { MatchAnnouncementLine } from './match-announcement';
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
  const byId = useMemo(() => new Map(exercises.map((exercise) => [exercise.id_, exercise])), [exercises]);
  // One speaker for the chosen tile, beside the clock: a tile is a button and cannot hold another.
  const chosen = round?.tiles.find((tile) => tile.key === state.selected);
  const lang = useSideLanguage(chosen && byId.get(chosen.exerciseId), chosen?.side ?? 'question');
  return (
    <div className="match-game">
      <StudyNotices signedIn={signedIn} statsFailed={failed} />
      {/* Folded: on a phone the round's tiles fit the screen below it. */}
      <details className="match-rules">
        <summary>Spielregeln</summary>
        <p>
          Ordnen Sie jeder Frage ihre Antwort zu: erst eine Karte wählen, dann die passende. Ein Spiel hat bis zu{' '}
          {MATCH_ROUNDS_PER_GAME} Runden mit je {MATCH_ROUND_SIZE} Paaren; die Zeit läuft ab der ersten Wahl.
        </p>
      </details>
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
            {chosen ? <SpeakButton text={chosen.text} side={chosen.side} lang={lang} /> : null}
            <MatchTimer startedAt={state.startedAt} finishedAt={state.finishedAt} />
          </div>
          {isMatchOver(state) && result ? (
            <MatchResultView result={result} onRestart={restart} />
          ) : (
            <MatchGrid state={state} exercises={byId} onSelect={select} />
          )}
        </>
      )}
      <MatchAnnouncementLine announcement={announcement} />
    </div>
  );
}
