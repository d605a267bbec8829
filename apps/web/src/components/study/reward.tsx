import { type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Card } from '../ui/card';
import { Celebration } from '../ui/celebration';
import type { Tint } from '../ui/tint';
import './reward.css';

interface RewardProps {
  /** What ended ('Runde 1 beendet'): it takes the focus, so a screen reader starts here. */
  heading: string;
  /** The big figure ('6 von 8') and what it counts ('Fragen richtig'). */
  figure: string;
  unit: string;
  /** What the pupil achieved, in words ('Gut gemacht.'): shown with the celebration and announced. */
  praise: string;
  /** The study mode's colour. */
  tint?: Tint;
  /** Details below the figure. */
  children?: ReactNode;
  /** The next step first (the primary button), then the others. */
  actions: ReactNode;
}

/**
 * The end of a round, a review or a game as a reward: a short celebration (none for a device that
 * asks for less motion), a big figure, the praise, and the next step. The heading takes the focus;
 * the figure and praise follow in a polite status a moment later, so a screen reader reads both,
 * heading first.
 */
export function Reward({ heading, figure, unit, praise, tint, children, actions }: RewardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const [celebrating, setCelebrating] = useState(true);
  const [announced, setAnnounced] = useState(false);
  const celebrated = useCallback(() => setCelebrating(false), []);
  // Before the next paint, so a quick second Enter after the last answer lands here (decision 0058).
  useLayoutEffect(() => headingRef.current?.focus(), []);
  // Filled after the status is on the page: a live region that arrives with its text is often not read.
  useEffect(() => setAnnounced(true), []);
  return (
    <section className="reward" aria-labelledby={headingId}>
      <Card tint={tint}>
        <div className="reward-hero">
          {celebrating ? <Celebration onDone={celebrated} /> : null}
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="reward-heading">
            {heading}
          </h2>
          <p className="reward-figure" aria-hidden="true">
            <span className="reward-number">{figure}</span> <span className="reward-unit">{unit}</span>
          </p>
          <p className="reward-praise" role="status">
            {announced ? (
              <>
                <span className="visually-hidden">
                  {figure} {unit}.{' '}
                </span>
                {praise}
              </>
            ) : null}
          </p>
        </div>
        {children ? <div className="reward-details">{children}</div> : null}
        <div className="reward-actions">{actions}</div>
      </Card>
    </section>
  );
}
