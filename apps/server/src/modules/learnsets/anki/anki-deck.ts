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
import { answerPart, clozeCard, hasGap, type RenderContext, renderTemplate } from './anki-template';
import { AnkiRefusal } from './unpack-budget';

/** An exercise made from one Anki card, with the media names of the pictures its sides show. */
export interface DeckExercise {
  exercise: ParsedExercise;
  questionImage?: string;
  answerImage?: string;
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
/** A card as text, or why it has no exercise. */
type CardOutcome = { question: Side; answer: Side; answers: string[] } | { skip: string };

/**
 * Turns a collection's cards into exercises as Anki shows them: each side rendered from its
 * template (sections, hints and hidden parts as Anki has them), the answer being what the back
 * adds below `<hr id=answer>`, a cloze card the text with its gaps as `[…]` and the hidden text as
 * answer. Formulas become the product's `$…$`. A card Anki would show without a question (its
 * front empty, its gap deleted, an image occlusion) is skipped and listed, never the whole deck.
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
    const { question, answer, answers } = outcome;
    const item = validateLearnsetItem({
      question: toMultiLine(question.text) || ANKI_TEXTS.pictureOnly,
      answer: toMultiLine(answer.text) || ANKI_TEXTS.pictureOnly,
      answers,
    });
    if (!item.ok) {
      skipped.push(note(item.message));
      continue;
    }
    const pictures = question.images.length + answer.images.length;
    const kept = Math.min(question.images.length, 1) + Math.min(answer.images.length, 1);
    if (pictures > kept) skipped.push(note(ANKI_TEXTS.morePictures(pictures - kept)));
    exercises.push({ exercise: item.exercise, questionImage: question.images[0], answerImage: answer.images[0] });
  }
  if (exercises.length === 0) throw new AnkiRefusal(skipped[0] ? ANKI_TEXTS.allSkipped(skipped[0]) : M.empty);
  return { exercises, skipped };
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
  if (clozeFields.some((html) => html.includes('image-occlusion:'))) return { skip: ANKI_TEXTS.imageOcclusion };
  // Anki keeps a card whose gap was deleted from the text; it has nothing to ask.
  if (!clozeFields.some((html) => hasGap(html, number))) return { skip: ANKI_TEXTS.gapDeleted };
  const question = shownText(renderTemplate(template.question, { ...base, side: 'question', clozeNumber: number }));
  const hidden = clozeFields.map((html) => clozeCard(html, number, base.gap).answer).filter(Boolean);
  const gapText = shownText(hidden.join(', '));
  const back = renderTemplate(template.answer, { ...base, side: 'answer', clozeNumber: number, clozeExtrasOnly: true });
  const extras = shownText(answerPart(back, ''));
  // What the back repeats of the front (its labels, a field shown on both) adds nothing.
  const asked = new Set(question.text.split('\n'));
  const added = extras.text.split('\n').filter((line) => line !== '' && !asked.has(line));
  return {
    question,
    answer: {
      text: [gapText.text, ...added].filter(Boolean).join('\n'),
      images: [...gapText.images, ...extras.images],
    },
    answers: [],
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
