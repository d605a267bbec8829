import type { Exercise } from '@app/shared/learnsets/api';
import {
  createDeck,
  currentCard,
  type FlashcardDeck,
  flipCard,
  judgeCard,
  moveCard,
  repeatAll,
  repeatNotKnown,
  shuffleDeck,
} from '@app/shared/learnsets/flashcards';
import { useMemo, useRef, useState } from 'react';

type Send = (exerciseId: string, answer: string, correct: boolean) => void;

/**
 * The Karteikarten deck of one selection: the deck state plus the steps a pupil can take. A
 * judgement is sent only when it is the card's first in this pass (see `judgeCard`).
 */
export function useFlashcards(exercises: readonly Exercise[], send: Send) {
  const byId = useMemo(() => new Map(exercises.map((exercise) => [exercise.id_, exercise])), [exercises]);
  const [deck, setDeckState] = useState(() => createDeck(exercises.map((exercise) => exercise.id_)));
  // Fast repeated key presses come before a re-render: each step builds on the latest deck.
  const latest = useRef(deck);
  const setDeck = (next: FlashcardDeck) => {
    latest.current = next;
    setDeckState(next);
  };
  const id = currentCard(deck);
  return {
    deck,
    exercise: id === undefined ? undefined : byId.get(id),
    flip: () => setDeck(flipCard(latest.current)),
    move: (step: number) => setDeck(moveCard(latest.current, step)),
    judge: (known: boolean) => {
      const result = judgeCard(latest.current, known);
      setDeck(result.deck);
      if (result.first && result.id !== undefined) send(result.id, '', known);
    },
    shuffle: () => setDeck(shuffleDeck(latest.current)),
    repeatNotKnown: () => setDeck(repeatNotKnown(latest.current)),
    repeatAll: () => setDeck(repeatAll(latest.current)),
  };
}
