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
import { clozeCard, hasGap, templateFields } from './anki-template';
import { AnkiRefusal } from './unpack-budget';

/** An exercise made from one Anki card, with the media names of the pictures its sides show. */
export interface DeckExercise {
  exercise: ParsedExercise;
  questionImage?: string;
  answerImage?: string;
}

const EXCERPT_LENGTH = 40;

/**
 * Turns a collection's cards into exercises: a normal card asks the fields its front shows and
 * expects the first field its back adds (so Basic, "Basic (and reversed card)", optional reversed
 * and type-in cards all read naturally); a cloze card becomes the text with its gaps as `[…]`.
 * A problem names the note by its position and the start of its first field.
 */
export function deckExercises(db: Database.Database, maxItems: number): DeckExercise[] {
  const cardCount = Number((db.prepare('select count(*) as n from cards').get() as { n: number }).n);
  if (cardCount > maxItems) throw new AnkiRefusal(M.tooMany(cardCount, maxItems));
  const types = readNoteTypes(db);
  const out: DeckExercise[] = [];
  let position = 0;
  let lastNote: number | undefined;
  for (const card of readCards(db)) {
    if (card.noteId !== lastNote) {
      position++;
      lastNote = card.noteId;
    }
    const refuse = (message: string): never => {
      const excerpt = fieldText(card.fields[0] ?? '').text.replace(/\n/g, ' ');
      const short = excerpt.length > EXCERPT_LENGTH ? `${excerpt.slice(0, EXCERPT_LENGTH - 1)}…` : excerpt;
      throw new AnkiRefusal(ANKI_TEXTS.atNote(position, short, message));
    };
    const type = types.get(card.noteTypeId);
    if (!type) refuse(ANKI_TEXTS.noteTypeMissing);
    const sides = type && (type.isCloze ? clozeSides(type, card, refuse) : normalSides(type, card));
    if (!sides) continue;
    // A deck's stray control characters are dropped, as Anki shows none: the card stays.
    const question = toMultiLine(sides.question.text) || (sides.question.image ? ANKI_TEXTS.pictureOnly : '');
    const answer = toMultiLine(sides.answer.text) || (sides.answer.image ? ANKI_TEXTS.pictureOnly : '');
    const item = validateLearnsetItem({ question, answer, answers: [] });
    if (!item.ok) refuse(item.message);
    else out.push({ exercise: item.exercise, questionImage: sides.question.image, answerImage: sides.answer.image });
  }
  if (out.length === 0) throw new AnkiRefusal(M.empty);
  if (out.length > maxItems) throw new AnkiRefusal(M.tooMany(out.length, maxItems));
  return out;
}

interface Sides {
  question: FieldText;
  answer: FieldText;
}

function fieldOf(type: NoteType, card: CardRow, name: string): string {
  const index = type.fields.indexOf(name);
  return index < 0 ? '' : (card.fields[index] ?? '');
}

/** The first picture among fields, for a side made of several. */
function firstImage(texts: FieldText[]): string | undefined {
  return texts.find((t) => t.image !== undefined)?.image;
}

function normalSides(type: NoteType, card: CardRow): Sides | undefined {
  const template = type.templates.get(card.ord);
  if (!template) return undefined;
  const fields = templateFields(template.question, template.answer);
  const front = fields.question.map((name) => fieldText(fieldOf(type, card, name)));
  const back = fields.answer.map((name) => fieldText(fieldOf(type, card, name)));
  const question = {
    text: front
      .map((t) => t.text)
      .filter(Boolean)
      .join('\n'),
    image: firstImage(front),
  };
  const answer = { text: back.find((t) => t.text !== '')?.text ?? '', image: firstImage(back) };
  return { question, answer };
}

function clozeSides(type: NoteType, card: CardRow, refuse: (message: string) => never): Sides | undefined {
  const template = type.templates.get(0);
  if (!template) return undefined;
  const fields = templateFields(template.question, template.answer);
  const clozeField = fields.cloze ?? type.fields[0] ?? '';
  const html = fieldOf(type, card, clozeField);
  if (html.includes('image-occlusion:')) refuse(ANKI_TEXTS.imageOcclusion);
  // Anki keeps a card whose gap was deleted from the text; it has nothing to ask.
  const number = card.ord + 1;
  if (!hasGap(html, number)) return undefined;
  const { question, answer } = clozeCard(html, number, ANKI_TEXTS.gap);
  const extras = fields.answer
    .filter((name) => name !== clozeField)
    .map((name) => fieldText(fieldOf(type, card, name)));
  const shown = fieldText(question);
  return { question: shown, answer: { text: fieldText(answer).text, image: firstImage(extras) } };
}
