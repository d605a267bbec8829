/**
 * Karteikarten (flash cards): a deck walked card by card, each card judged "Gewusst" or
 * "Nicht gewusst". Pure and immutable so the web hook only holds the state; every step is O(1)
 * apart from building or shuffling a pass, so 100,000 cards stay fast.
 */

/** The state of one deck. Cards are exercise ids; results belong to the current pass only. */
export interface FlashcardDeck {
  /** Every card of the selection, for "Alle nochmals". */
  readonly all: readonly string[];
  /** The cards of the current pass, in the order they are shown. */
  readonly order: readonly string[];
  /** Index into `order`; `order.length` means the pass is over (the summary). */
  readonly position: number;
  /** True while the answer side is shown. */
  readonly flipped: boolean;
  /** Counts from 1; a new pass may send its judgements again. */
  readonly pass: number;
  /** Card id → known, for the cards judged in this pass. */
  readonly results: Readonly<Record<string, boolean>>;
}

/**
 * Fisher–Yates shuffle into a new array; `random` returns [0, 1) like Math.random, so tests can
 * seed it.
 */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const swap = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = swap;
  }
  return copy;
}

/** A deck over the given card ids in their order, at the first card, question side up. */
export function createDeck(ids: readonly string[]): FlashcardDeck {
  return { all: ids, order: ids, position: 0, flipped: false, pass: 1, results: {} };
}

/** The id of the card shown now, or undefined on the summary. */
export function currentCard(deck: FlashcardDeck): string | undefined {
  return deck.order[deck.position];
}

/** True once the pass has gone past its last card: time for the summary. */
export function isPassOver(deck: FlashcardDeck): boolean {
  return deck.position >= deck.order.length;
}

/** Turns the current card over (question ↔ answer); nothing to turn on the summary. */
export function flipCard(deck: FlashcardDeck): FlashcardDeck {
  return isPassOver(deck) ? deck : { ...deck, flipped: !deck.flipped };
}

/**
 * Moves by `step` cards (±1), question side up. Forward from the last card leads to the summary,
 * back from the summary to the last card; the ends do not wrap.
 */
export function moveCard(deck: FlashcardDeck, step: number): FlashcardDeck {
  const position = Math.min(Math.max(deck.position + step, 0), deck.order.length);
  if (position === deck.position) return deck;
  return { ...deck, position, flipped: false };
}

/**
 * Records the current card as known or not and moves on. `first` says whether this was the
 * card's first judgement in this pass: only that one goes to the server, so going back and
 * judging again changes the local result but never counts twice.
 */
export function judgeCard(deck: FlashcardDeck, known: boolean): { deck: FlashcardDeck; first: boolean; id?: string } {
  const id = currentCard(deck);
  if (id === undefined) return { deck, first: false };
  const first = !(id in deck.results);
  const results = { ...deck.results, [id]: known };
  return { deck: { ...deck, results, position: deck.position + 1, flipped: false }, first, id };
}

/** Shuffles the current pass and starts it from its first card; results of the pass stay. */
export function shuffleDeck(deck: FlashcardDeck, random: () => number = Math.random): FlashcardDeck {
  return { ...deck, order: shuffle(deck.order, random), position: 0, flipped: false };
}

/** How many cards of the current pass were judged known. */
export function knownCount(deck: FlashcardDeck): number {
  let known = 0;
  for (const id of deck.order) if (deck.results[id] === true) known++;
  return known;
}

/** The cards of this pass not judged known (skipped cards count as not known), in pass order. */
export function notKnownCards(deck: FlashcardDeck): string[] {
  return deck.order.filter((id) => deck.results[id] !== true);
}

/** A new pass over only the cards not known in this one; they may be sent again. */
export function repeatNotKnown(deck: FlashcardDeck): FlashcardDeck {
  return { ...deck, order: notKnownCards(deck), position: 0, flipped: false, pass: deck.pass + 1, results: {} };
}

/** A new pass over every card of the selection, in the original order. */
export function repeatAll(deck: FlashcardDeck): FlashcardDeck {
  return { ...deck, order: deck.all, position: 0, flipped: false, pass: deck.pass + 1, results: {} };
}
