import snowball from 'snowball-stemmers';

/**
 * The search's words, the same for what is indexed and what is asked: lower case, accents folded
 * (é → e, ä → a, ß → ss), runs of letters and digits ("4B" → "4b"), German stop words left out,
 * then stemmed by Snowball's German stemmer so word forms meet ("Ableitungen" and "Ableitung").
 */

const stemmer = snowball.newStemmer('german');

/** German words too common to find anything by (Snowball's German stop word list, shortened). */
const STOP_WORDS = new Set(
  (
    'aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes anderm andern anders ' +
    'auch auf aus bei bin bis bist da damit dann das dass dasselbe dazu dein deine deinem deinen deiner deines dem ' +
    'demselben den denn denselben der derer derselbe derselben des desselben dessen dich die dies diese dieselbe ' +
    'dieselben diesem diesen dieser dieses dir doch dort du durch ein eine einem einen einer eines einig einige einigem ' +
    'einigen einiger einiges einmal er es etwas euch euer eure eurem euren eurer eures fur gegen gewesen hab habe haben ' +
    'hat hatte hatten hier hin hinter ich ihm ihn ihnen ihr ihre ihrem ihren ihrer ihres im in indem ins ist jede jedem ' +
    'jeden jeder jedes jene jenem jenen jener jenes jetzt kann kein keine keinem keinen keiner keines konnen konnte ' +
    'machen man manche manchem manchen mancher manches mein meine meinem meinen meiner meines mich mir mit muss musste ' +
    'nach nicht nichts noch nun nur ob oder ohne sehr sein seine seinem seinen seiner seines selbst sich sie sind so ' +
    'solche solchem solchen solcher solches soll sollte sondern sonst uber um und uns unsere unserem unseren unser ' +
    'unseres unter viel vom von vor wahrend war waren warst was weg weil weiter welche welchem welchen welcher welches ' +
    'wenn werde werden wie wieder will wir wird wirst wo wollen wollte wurde wurden zu zum zur zwar zwischen ' +
    'le la les un une des du de et est the and of a'
  ).split(' '),
);

/** Folds a word: lower case, accents and umlauts to their base letter, ß to ss. */
export function fold(word: string): string {
  const lower = word.toLowerCase();
  // Most words are plain ASCII: nothing to fold.
  if (/^[a-z0-9]*$/.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o');
}

/** Stems already made: a library repeats its words, and Snowball's stemmer costs microseconds a word. */
const STEMS = new Map<string, string>();
const STEMS_KEPT = 200_000;

/** The indexed term of a folded word: its stem (words with digits stay as they are). */
export function termOf(folded: string): string {
  if (folded.length < 3 || /\d/.test(folded)) return folded;
  let stem = STEMS.get(folded);
  if (stem === undefined) {
    if (STEMS.size >= STEMS_KEPT) STEMS.clear();
    stem = stemmer.stem(folded);
    STEMS.set(folded, stem);
  }
  return stem;
}

export function isStopWord(folded: string): boolean {
  return STOP_WORDS.has(folded);
}

export interface Token {
  /** Offset of the word in the original text. */
  start: number;
  end: number;
  folded: string;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text with their places; one-letter words are left out (digits count). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const raw = match[0];
    if (raw.length < 2 && !/\d/.test(raw)) continue;
    tokens.push({ start: match.index, end: match.index + raw.length, folded: fold(raw) });
  }
  return tokens;
}

/** "ae", "oe", "ue" typed for ä, ö, ü: the folded word with them read as the plain vowel, or undefined. */
export function umlautReading(folded: string): string | undefined {
  const read = folded.replace(/([aou])e/g, '$1');
  return read === folded ? undefined : read;
}
