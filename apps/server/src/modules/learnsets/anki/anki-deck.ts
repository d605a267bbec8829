import {
  ANKI_TEXTS,
  LEARNSET_FILE_MESSAGES as M,
  type ParsedExercise,
  toMultiLine,
  validateLearnsetItem,
} from '@app/shared';
import type Database from 'better-sqlite3';
import { type CardRow, type NoteType, readCards, readNoteTypes } from './anki-collection';
import { type FieldText, fieldText } from './anki-html';
import { convertAnkiMath } from './anki-math';
import { isOcclusionField, type OcclusionShape, parseOcclusions } from './anki-occlusion';
import { answerPart, clozeCard, hasGap, type RenderContext, renderTemplate } from './anki-template';
import { AnkiRefusal } from './unpack-budget';

/**
 * The one picture a card side gets (the data model has one per side): the side's pictures (media
 * names) stacked in template order, or an image occlusion's picture drawn for one card's side.
 */
export type SidePicture =
  | { kind: 'stack'; names: string[] }
  | { kind: 'occlusion'; name: string; shapes: OcclusionShape[]; cardNumber: number; side: 'question' | 'answer' };

/** An exercise made from one Anki card, with the pictures its sides show. */
export interface DeckExercise {
  exercise: ParsedExercise;
  questionPicture?: SidePicture;
  answerPicture?: SidePicture;
  /** The German line that lists this card as skipped, should its picture turn out unusable. */
  skipLine: (message: string) => string;
}

/** The exercises, and a German line per card left out or shortened (what and why). */
export interface Deck {
  exercises: DeckExercise[];
  skipped: string[];
}

const EXCERPT_LENGTH = 40;

interface Side {
  text: string;
  images: string[];
}
/** An image occlusion card: its picture (media name) and the note's shapes. */
interface Occlusion {
  picture: string;
  shapes: OcclusionShape[];
  cardNumber: number;
}
/** A card as text, or why it has no exercise. */
type CardOutcome = { question: Side; answer: Side; answers: string[]; occlusion?: Occlusion } | { skip: string };

/**
 * Turns a collection's cards into exercises as Anki shows them: each side rendered from its
 * template (sections, hints and hidden parts as Anki has them), the answer being what the back
 * adds below `<hr id=answer>`, a cloze card the text with its gaps as `[…]` and the hidden text as
 * answer. Formulas become the product's `$…$`. An image occlusion card asks with its picture
 * masked. A card Anki would show without a question (its front empty, its gap deleted) is skipped
 * and listed, never the whole deck.
 */
export function deckExercises(db: Database.Database, maxItems: number): Deck {
  const cardCount = Number((db.prepare('select count(*) as n from cards').get() as { n: number }).n);
  if (cardCount > maxItems) throw new AnkiRefusal(M.tooMany(cardCount, maxItems));
  const types = readNoteTypes(db);
  const exercises: DeckExercise[] = [];
  const skipped: string[] = [];
  let position = 0;
  let lastNote: number | undefined;
  for (const card of readCards(db)) {
    if (card.noteId !== lastNote) {
      position++;
      lastNote = card.noteId;
    }
    const note = (message: string) => ANKI_TEXTS.atNote(position, excerptOf(card), message);
    const type = types.get(card.noteTypeId);
    const outcome: CardOutcome = type ? cardSides(type, card) : { skip: ANKI_TEXTS.noteTypeMissing };
    if ('skip' in outcome) {
      skipped.push(note(outcome.skip));
      continue;
    }
    const { question, answer, answers, occlusion } = outcome;
    const item = validateLearnsetItem({
      question: toMultiLine(question.text) || ANKI_TEXTS.pictureOnly,
      answer: toMultiLine(answer.text) || ANKI_TEXTS.pictureOnly,
      answers,
    });
    if (!item.ok) {
      skipped.push(note(item.message));
      continue;
    }
    const occluded = (side: 'question' | 'answer'): SidePicture | undefined =>
      occlusion && {
        kind: 'occlusion',
        name: occlusion.picture,
        shapes: occlusion.shapes,
        cardNumber: occlusion.cardNumber,
        side,
      };
    exercises.push({
      exercise: item.exercise,
      questionPicture: occluded('question') ?? stackOf(question.images),
      answerPicture: occluded('answer') ?? stackOf(answer.images),
      skipLine: note,
    });
  }
  return assertSomeCards({ exercises, skipped });
}

const stackOf = (names: string[]): SidePicture | undefined => (names.length > 0 ? { kind: 'stack', names } : undefined);

/** A deck whose every card was skipped is refused, with the first reason. */
export function assertSomeCards<T extends { exercises: unknown[]; skipped: string[] }>(deck: T): T {
  if (deck.exercises.length === 0) {
    throw new AnkiRefusal(deck.skipped[0] ? ANKI_TEXTS.allSkipped(deck.skipped[0]) : M.empty);
  }
  return deck;
}

function excerptOf(card: CardRow): string {
  const excerpt = fieldText(card.fields[0] ?? '').text.replace(/\n/g, ' ');
  return excerpt.length > EXCERPT_LENGTH ? `${excerpt.slice(0, EXCERPT_LENGTH - 1)}…` : excerpt;
}

function cardSides(type: NoteType, card: CardRow): CardOutcome {
  const fields = new Map(type.fields.map((name, index) => [name, card.fields[index] ?? '']));
  const alternatives = fields.get(ANKI_TEXTS.alternativesField);
  const answers = alternatives === undefined ? [] : fieldText(alternatives).text.split('\n').filter(Boolean);
  const omitted = new Set(alternatives === undefined ? [] : [ANKI_TEXTS.alternativesField]);
  const base = { fields, omitted, gap: ANKI_TEXTS.gap };
  const outcome = type.isCloze ? clozeSides(type, card, base) : normalSides(type, card, base);
  if ('skip' in outcome) return outcome;
  return { ...outcome, answers };
}

type BaseContext = Pick<RenderContext, 'fields' | 'omitted' | 'gap'>;

function shownText(html: string): Side {
  const shown: FieldText = fieldText(html);
  return { text: convertAnkiMath(shown.text), images: shown.images };
}

const isEmpty = (side: Side) => side.text === '' && side.images.length === 0;

function normalSides(type: NoteType, card: CardRow, base: BaseContext): CardOutcome {
  const template = type.templates.get(card.ord);
  if (!template) return { skip: ANKI_TEXTS.templateMissing };
  const front = renderTemplate(template.question, { ...base, side: 'question' });
  const question = shownText(front);
  if (isEmpty(question)) return { skip: ANKI_TEXTS.emptyFront };
  const back = renderTemplate(template.answer, { ...base, side: 'answer', frontSide: front });
  const answer = shownText(answerPart(back, front));
  // A back that adds nothing shows the front again, as Anki's back does.
  return { question, answer: isEmpty(answer) ? question : answer, answers: [] };
}

function clozeSides(type: NoteType, card: CardRow, base: BaseContext): CardOutcome {
  const template = type.templates.get(0);
  if (!template) return { skip: ANKI_TEXTS.templateMissing };
  const number = card.ord + 1;
  const clozeFields = clozeFieldNames(template.question).map((name) => base.fields.get(name) ?? '');
  if (clozeFields.some(isOcclusionField)) return occlusionSides(template, number, clozeFields, base);
  // Anki keeps a card whose gap was deleted from the text; it has nothing to ask.
  if (!clozeFields.some((html) => hasGap(html, number))) return { skip: ANKI_TEXTS.gapDeleted };
  const question = shownText(renderTemplate(template.question, { ...base, side: 'question', clozeNumber: number }));
  const hidden = clozeFields.map((html) => clozeCard(html, number, base.gap).answer).filter(Boolean);
  const gapText = shownText(hidden.join(', '));
  const extras = backExtras(template.answer, number, question, base);
  return {
    question,
    answer: {
      text: [gapText.text, ...extras.text].filter(Boolean).join('\n'),
      images: [...gapText.images, ...extras.images],
    },
    answers: [],
  };
}

/** What a cloze card's back adds to its front: the lines the front does not show, and its pictures. */
function backExtras(template: string, number: number, question: Side, base: BaseContext) {
  const back = renderTemplate(template, { ...base, side: 'answer', clozeNumber: number, clozeExtrasOnly: true });
  const extras = shownText(answerPart(back, ''));
  // What the back repeats of the front (its labels, a field shown on both) adds nothing.
  const asked = new Set(question.text.split('\n'));
  return { text: extras.text.split('\n').filter((line) => line !== '' && !asked.has(line)), images: extras.images };
}

/**
 * An image occlusion card (Anki's "Image Occlusion" note type, a cloze type whose gaps are shapes):
 * its question is the note's header or «Was ist verdeckt?», its answer what the back adds (Back
 * Extra); both sides show the note's picture, masked for this card (side-pictures.ts).
 */
function occlusionSides(
  template: { question: string; answer: string },
  number: number,
  clozeFields: string[],
  base: BaseContext,
): CardOutcome {
  const shapes = clozeFields.flatMap(parseOcclusions);
  if (!shapes.some((shape) => shape.ordinals.includes(number))) return { skip: ANKI_TEXTS.gapDeleted };
  const front = shownText(renderTemplate(template.question, { ...base, side: 'question', clozeNumber: number }));
  const picture = front.images[0];
  if (picture === undefined) return { skip: ANKI_TEXTS.occlusionWithoutPicture };
  const question = { text: front.text || ANKI_TEXTS.occlusionQuestion, images: [] };
  const extras = backExtras(template.answer, number, front, base);
  return {
    question,
    answer: { text: extras.text.join('\n'), images: [] },
    answers: [],
    occlusion: { picture, shapes, cardNumber: number },
  };
}

/** The fields a cloze template turns into gaps (`{{cloze:Text}}`), in template order. */
function clozeFieldNames(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(/\{\{([^{}]*)\}\}/g)) {
    const parts = (match[1] as string).split(':').map((part) => part.trim());
    const name = parts.pop() as string;
    if (parts.includes('cloze') && !names.includes(name)) names.push(name);
  }
  return names;
}
