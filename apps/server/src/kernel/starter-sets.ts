import { PRODUCT_NAME } from '@app/shared';
import type { UserRow } from '../db/schema';
import { contentOwnerRow } from './account';

/**
 * Owner of the starter sets: the platform itself. It can never sign in (banned, no password),
 * and the operator's account lists leave it out, as they leave out the deleted-account owner.
 */
export const PLATFORM_ACCOUNT: UserRow = contentOwnerRow('lernplattform', PRODUCT_NAME);

/** One card of a starter set: the model answer first, then the other answers accepted. */
export interface StarterCard {
  question: string;
  answer: string;
  answers?: string[];
}

/** A starter set as the editor would send it, with the fixed ids it is stored under. */
export interface StarterSet {
  id: string;
  title: string;
  subject: string;
  description: string;
  class: string;
  grade: string;
  language: string;
  question_language: string;
  cards: StarterCard[];
}

/** A formula as the model answer, and as a pupil types it without the dollars (shown as 'Ebenfalls richtig'). */
const formula = (question: string, tex: string, typed: string): StarterCard => ({
  question,
  answer: `$${tex}$`,
  answers: [typed],
});

/**
 * The two sets every installation offers a new pupil on the study home ('Zum Ausprobieren'),
 * so learn mode can be tried before anything is uploaded: one language set, one with formulas.
 * Their ids are fixed, so the offer finds them and a second start plants nothing twice
 * (docs/decisions/0059-demo-school-and-starter-sets.md).
 */
export const STARTER_SETS: readonly StarterSet[] = [
  {
    id: 'starter-franzoesisch-begruessungen',
    title: 'Französisch: Begrüssungen',
    subject: 'FR',
    description:
      'Begrüssen, fragen, wie es geht, und sich verabschieden: zwölf Wendungen für den Alltag. Ein Lernset der Lernplattform zum Ausprobieren.',
    class: 'Alle',
    grade: '-',
    language: 'fr',
    question_language: 'de',
    cards: [
      { question: 'Guten Tag', answer: 'bonjour' },
      { question: 'Guten Abend', answer: 'bonsoir' },
      { question: 'Hallo (unter Freunden)', answer: 'salut' },
      { question: 'Auf Wiedersehen', answer: 'au revoir' },
      { question: 'Bis bald', answer: 'à bientôt' },
      { question: 'Bis morgen', answer: 'à demain' },
      { question: 'Wie geht es Ihnen?', answer: 'Comment allez-vous ?' },
      { question: 'Wie geht’s?', answer: 'Ça va ?' },
      { question: 'Sehr erfreut', answer: 'enchanté', answers: ['enchantée'] },
      { question: 'Vielen Dank', answer: 'merci beaucoup' },
      { question: 'Gern geschehen', answer: 'de rien', answers: ['je vous en prie'] },
      { question: 'Gute Nacht', answer: 'bonne nuit' },
    ],
  },
  {
    id: 'starter-mathematik-binomische-formeln',
    title: 'Mathematik: Binomische Formeln',
    subject: 'MA',
    description:
      'Die drei binomischen Formeln: ausmultiplizieren, faktorisieren und im Kopf rechnen. Ein Lernset der Lernplattform zum Ausprobieren, mit Formeln.',
    class: 'Alle',
    grade: '-',
    language: 'de',
    question_language: 'de',
    cards: [
      formula('Erste binomische Formel: $(a+b)^2$', 'a^2 + 2ab + b^2', 'a^2 + 2ab + b^2'),
      formula('Zweite binomische Formel: $(a-b)^2$', 'a^2 - 2ab + b^2', 'a^2 - 2ab + b^2'),
      formula('Dritte binomische Formel: $(a+b)(a-b)$', 'a^2 - b^2', 'a^2 - b^2'),
      formula('Ausmultiplizieren: $(x+3)^2$', 'x^2 + 6x + 9', 'x^2 + 6x + 9'),
      formula('Ausmultiplizieren: $(2x-1)^2$', '4x^2 - 4x + 1', '4x^2 - 4x + 1'),
      formula('Ausmultiplizieren: $(x+5)(x-5)$', 'x^2 - 25', 'x^2 - 25'),
      formula('Faktorisieren: $x^2 + 10x + 25$', '(x+5)^2', '(x + 5)^2'),
      formula('Faktorisieren: $9y^2 - 16$', '(3y+4)(3y-4)', '(3y + 4)(3y - 4)'),
      formula(
        'Ausmultiplizieren: $\\left(\\frac{1}{2}a + 4\\right)^2$',
        '\\frac{1}{4}a^2 + 4a + 16',
        '1/4 a^2 + 4a + 16',
      ),
      formula('Im Kopf, mit der dritten Formel: $49 \\cdot 51$', '2499', '2499'),
    ],
  },
];

export const STARTER_SET_IDS: readonly string[] = STARTER_SETS.map((set) => set.id);

/** The id of a starter set's card at `index`: fixed like the set's, so pupils' statistics stay with it. */
export const starterCardId = (setId: string, index: number) => `${setId}-${String(index + 1).padStart(2, '0')}`;
