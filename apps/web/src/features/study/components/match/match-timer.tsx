import { formatMatchTime } from '@app/shared/learnsets/match-game';
import { useEffect, useState } from 'react';

/** The running clock: ticks while the game runs; a screen reader is not told every tenth. */
export function MatchTimer({ startedAt, finishedAt }: { startedAt: number | null; finishedAt: number | null }) {
  const [now, setNow] = useState(() => performance.now());
  const running = startedAt !== null && finishedAt === null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(performance.now()), 100);
    return () => clearInterval(timer);
  }, [running]);
  const elapsed = startedAt === null ? 0 : (finishedAt ?? Math.max(now, startedAt)) - startedAt;
  return (
    <p className="match-timer" role="timer">
      Zeit: <span className="match-time">{formatMatchTime(elapsed)}</span>
    </p>
  );
}
