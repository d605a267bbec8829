import type { Exercise } from '@app/shared/learnsets/api';
import { describe, expect, it } from 'vitest';
import { addFallenDue, answerReview, type ReviewSession, startReview } from './review-session';

const card = (id: string): Exercise => ({
  id_: id,
  set_id: 's',
  question: `Frage ${id}`,
  answer: `Antwort ${id}`,
  answers: [],
  frequency: 1,
  auto_check: 1,
});

/** Answers every card shown until the queue runs out; what the pupil saw, in order. */
function answerAll(session: ReviewSession, correct: (id: string) => boolean) {
  const shown: string[] = [];
  let current = session;
  while (current.queue[0]) {
    shown.push(current.queue[0].id_);
    current = answerReview(current, correct(current.queue[0].id_));
  }
  return { shown, session: current };
}

describe('a review session', () => {
  it('shows each of 3 due cards once when all are answered right, then ends with 3 of 3', () => {
    const { shown, session } = answerAll(startReview([card('a'), card('b'), card('c')]), () => true);
    expect(shown).toEqual(['a', 'b', 'c']);
    expect(session).toMatchObject({ answers: 3, right: 3 });
    expect(session.reviewed.size).toBe(3);
    // The server, not yet caught up, still lists them as due: none comes back.
    expect(addFallenDue(session, [card('a'), card('b'), card('c')]).queue).toEqual([]);
  });

  it('takes in a card that fell due meanwhile, and a card answered wrong, at most once each', () => {
    let { session } = answerAll(startReview([card('a'), card('b')]), (id) => id === 'a');
    session = addFallenDue(session, [card('b'), card('new')]);
    expect(session.queue.map((c) => c.id_)).toEqual(['b', 'new']);
    ({ session } = answerAll(session, () => false));
    expect(addFallenDue(session, [card('b'), card('new')]).queue).toEqual([]);
    expect(session).toMatchObject({ answers: 4, right: 1 });
    expect(session.reviewed.size).toBe(3);
  });

  it('counts a card listed twice at the start once', () => {
    expect(startReview([card('a'), card('a')]).queue).toHaveLength(1);
  });
});
