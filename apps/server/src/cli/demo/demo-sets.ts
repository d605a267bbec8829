import type { StarterCard } from '../../kernel/starter-sets';

/** A demo set as the editor sends it (`POST /learnsets/new/json`), under a key the demo refers to it by. */
export interface DemoSet {
  key: DemoSetKey;
  title: string;
  subject: string;
  description: string;
  language: string;
  question_language: string;
  cards: StarterCard[];
}

export type DemoSetKey = 'stilmittel' | 'passeCompose' | 'environment' | 'quadratic' | 'powers';

/**
 * The class's learning sets, one per subject of the brief and two with formulas (`$…$` in the
 * line, `$$…$$` on a line of its own, KaTeX as on every card). Wording in Swiss German spelling.
 */
export const DEMO_SETS: Readonly<Record<DemoSetKey, DemoSet>> = {
  stilmittel: {
    key: 'stilmittel',
    title: 'Deutsch: Stilmittel',
    subject: 'DE',
    description: 'Die wichtigsten rhetorischen Stilmittel mit je einem Beispiel, für die Textanalyse.',
    language: 'de',
    question_language: 'de',
    cards: [
      { question: 'Wiederholung desselben Wortes am Anfang aufeinanderfolgender Sätze', answer: 'Anapher' },
      { question: 'Bildhafter Ausdruck ohne «wie»: «Das Leben ist eine Reise.»', answer: 'Metapher' },
      { question: 'Verbindung zweier Bereiche mit «wie»: «stark wie ein Bär»', answer: 'Vergleich' },
      { question: 'Dinge handeln wie Menschen: «Die Sonne lacht.»', answer: 'Personifikation' },
      { question: 'Gleicher Anlaut: «Milch macht müde Männer munter.»', answer: 'Alliteration' },
      { question: 'Zwei Begriffe, die sich widersprechen: «bittersüss»', answer: 'Oxymoron' },
      { question: 'Starke Übertreibung: «Das habe ich dir schon tausendmal gesagt.»', answer: 'Hyperbel' },
      { question: 'Steigerung in Schritten: «Ich kam, ich sah, ich siegte.»', answer: 'Klimax' },
      { question: 'Frage, auf die niemand eine Antwort erwartet', answer: 'rhetorische Frage' },
      { question: 'Auslassung von Satzteilen: «Je früher, desto besser.»', answer: 'Ellipse' },
    ],
  },
  passeCompose: {
    key: 'passeCompose',
    title: 'Französisch: passé composé',
    subject: 'FR',
    description: 'Das passé composé mit avoir und être: Verb in Klammern, Form ergänzen.',
    language: 'fr',
    question_language: 'fr',
    cards: [
      { question: 'je (manger)', answer: "j'ai mangé" },
      { question: 'tu (finir)', answer: 'tu as fini' },
      { question: 'il (aller)', answer: 'il est allé' },
      { question: 'elle (venir)', answer: 'elle est venue' },
      { question: 'nous (prendre)', answer: 'nous avons pris' },
      { question: 'vous (faire)', answer: 'vous avez fait' },
      { question: 'ils (voir)', answer: 'ils ont vu' },
      { question: 'elles (partir)', answer: 'elles sont parties' },
    ],
  },
  environment: {
    key: 'environment',
    title: 'Englisch: Unit 5 – Environment',
    subject: 'EN',
    description: 'Wortschatz der Unit 5 zu Umwelt und Klima, Deutsch → Englisch.',
    language: 'en',
    question_language: 'de',
    cards: [
      { question: 'die Umwelt', answer: 'the environment', answers: ['environment'] },
      { question: 'nachhaltig', answer: 'sustainable' },
      { question: 'der Klimawandel', answer: 'climate change' },
      { question: 'erneuerbare Energie', answer: 'renewable energy' },
      { question: 'verschmutzen', answer: 'to pollute', answers: ['pollute'] },
      { question: 'der Treibhauseffekt', answer: 'the greenhouse effect', answers: ['greenhouse effect'] },
      { question: 'die Dürre', answer: 'drought', answers: ['the drought'] },
      { question: 'wiederverwerten', answer: 'to recycle', answers: ['recycle'] },
      { question: 'der Abfall', answer: 'waste', answers: ['rubbish', 'garbage'] },
      { question: 'die Artenvielfalt', answer: 'biodiversity' },
    ],
  },
  quadratic: {
    key: 'quadratic',
    title: 'Mathematik: Quadratische Gleichungen',
    subject: 'MA',
    description: 'Lösungsformel, Diskriminante und Scheitelpunkt, mit Übungen zum Lösen.',
    language: 'de',
    question_language: 'de',
    cards: [
      {
        question: 'Lösungsformel für $ax^2 + bx + c = 0$',
        answer: '$x_{1,2} = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$',
      },
      { question: 'Diskriminante von $ax^2 + bx + c = 0$', answer: '$D = b^2 - 4ac$', answers: ['D = b^2 - 4ac'] },
      { question: 'Wie viele reelle Lösungen gibt es, wenn $D < 0$ ist?', answer: 'keine', answers: ['0'] },
      { question: 'Lösen Sie: $x^2 = 49$', answer: '$x = \\pm 7$', answers: ['7 und -7', '-7 und 7'] },
      { question: 'Lösen Sie: $x^2 - 5x + 6 = 0$', answer: '$x_1 = 2, \\; x_2 = 3$', answers: ['2 und 3'] },
      { question: 'Lösen Sie: $x^2 + 4x = 0$', answer: '$x_1 = 0, \\; x_2 = -4$', answers: ['0 und -4'] },
      { question: 'Scheitelpunkt von $y = (x - 2)^2 + 1$', answer: '$S(2 \\mid 1)$', answers: ['S(2|1)'] },
      { question: 'Nullstellen von $$f(x) = x^2 - 9$$', answer: '$x = \\pm 3$', answers: ['3 und -3', '-3 und 3'] },
    ],
  },
  powers: {
    key: 'powers',
    title: 'Mathematik: Potenzgesetze',
    subject: 'MA',
    description: 'Die Potenzgesetze zum Vereinfachen, mit negativen und gebrochenen Exponenten.',
    language: 'de',
    question_language: 'de',
    cards: [
      { question: 'Vereinfachen Sie: $a^m \\cdot a^n$', answer: '$a^{m+n}$', answers: ['a^(m+n)'] },
      { question: 'Vereinfachen Sie: $\\frac{a^m}{a^n}$', answer: '$a^{m-n}$', answers: ['a^(m-n)'] },
      { question: 'Vereinfachen Sie: $(a^m)^n$', answer: '$a^{m \\cdot n}$', answers: ['a^(mn)'] },
      { question: 'Vereinfachen Sie: $(a \\cdot b)^n$', answer: '$a^n \\cdot b^n$', answers: ['a^n b^n'] },
      { question: 'Wie viel ist $a^0$ für $a \\neq 0$?', answer: '$1$', answers: ['1'] },
      { question: 'Schreiben Sie als Bruch: $a^{-n}$', answer: '$\\frac{1}{a^n}$', answers: ['1/a^n'] },
      { question: 'Schreiben Sie als Wurzel: $a^{\\frac{1}{n}}$', answer: '$\\sqrt[n]{a}$' },
      { question: 'Wie viel ist $2^{10}$?', answer: '$1024$', answers: ['1024'] },
    ],
  },
};
