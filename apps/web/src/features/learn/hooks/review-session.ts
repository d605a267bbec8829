import type { Exercise } from '@app/shared/learnsets/api';

/**
 * One review session (/wiederholen): the cards due at its start, in the server's order, plus those
 * that fall due during it, each of these at most once. A card answered right leaves the session
 * for good, so a session always ends. Changed only through the functions below.
 */
export interface ReviewSession {
  /** The cards still to show; the first is on screen. */
  queue: readonly Exercise[];
  /** Cards answered right in this session: they never come back in it. */
  known: ReadonlySet<string>;
  /** Cards taken in after the start (fallen due, or due again after a wrong answer): once each. */
  added: ReadonlySet<string>;
  /** The distinct cards answered at least once. */
  reviewed: ReadonlySet<string>;
  answers: number;
  right: number;
  /** Counts questions shown, so the same card again gets a fresh answer box. */
  turn: number;
}

/** The session over the cards due at its start. */
export function startReview(due: readonly Exercise[]): ReviewSession {
  const unique = [...new Map(due.map((exercise) => [exercise.id_, exercise])).values()];
  return { queue: unique, known: new Set(), added: new Set(), reviewed: new Set(), answers: 0, right: 0, turn: 1 };
}

/** Counts the answer to the card on screen and takes it out of the queue. */
export function answerReview(session: ReviewSession, correct: boolean): ReviewSession {
  const [current, ...rest] = session.queue;
  if (!current) return session;
  return {
    ...session,
    queue: rest,
    known: correct ? new Set(session.known).add(current.id_) : session.known,
    reviewed: new Set(session.reviewed).add(current.id_),
    answers: session.answers + 1,
    right: session.right + (correct ? 1 : 0),
    turn: session.turn + 1,
  };
}

/**
 * The cards due now, asked for once the queue ran out: those not yet known, not queued and not
 * taken in before join the session; with none, the session is over.
 */
export function addFallenDue(session: ReviewSession, due: readonly Exercise[]): ReviewSession {
  const queued = new Set(session.queue.map((exercise) => exercise.id_));
  const added = new Set(session.added);
  const fresh: Exercise[] = [];
  for (const exercise of due) {
    const id = exercise.id_;
    if (session.known.has(id) || queued.has(id) || added.has(id)) continue;
    added.add(id);
    queued.add(id);
    fresh.push(exercise);
  }
  return fresh.length ? { ...session, queue: [...session.queue, ...fresh], added } : session;
}
