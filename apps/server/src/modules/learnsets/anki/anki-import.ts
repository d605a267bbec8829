import { ANKI_TEXTS, type ParsedExercise } from '@app/shared';
import { AnkiArchive } from './anki-archive';
import { openCollection } from './anki-collection';
import { deckExercises } from './anki-deck';
import { PACKAGE_VERSION, readMediaNames, readPackageVersion } from './anki-protobuf';
import { AnkiRefusal, UnpackBudget } from './unpack-budget';
import { decompressZstd } from './zstd';

/** A picture from the package's media, as stored there. */
export interface DeckImage {
  name: string;
  bytes: Uint8Array;
}

/** Per exercise: which of `images` its question and its answer show, if any. */
export interface ExerciseImageRefs {
  question?: number;
  answer?: number;
}

/** A read package: exercises in deck order, and the pictures they show (each once). */
export type AnkiParseResult =
  | { ok: true; exercises: ParsedExercise[]; images: DeckImage[]; imageRefs: ExerciseImageRefs[] }
  | { ok: false; message: string };

const COLLECTION_FILES: Record<number, string> = {
  [PACKAGE_VERSION.legacy1]: 'collection.anki2',
  [PACKAGE_VERSION.legacy2]: 'collection.anki21',
  [PACKAGE_VERSION.latest]: 'collection.anki21b',
};

/**
 * Reads an Anki package (`.apkg`): the older kind (`collection.anki2`/`.anki21`, JSON media map)
 * and the current one (`meta`, zstd-compressed `collection.anki21b` and protobuf media map, next
 * to a dummy `collection.anki2` for old versions). Every unpacked byte counts against one budget.
 * Never throws: every problem is a German message, and nothing is kept of a refused package.
 * @param maxItems the uploader's plan limit (`Plan.maxLearnsetItems`)
 */
export async function parseAnkiPackage(bytes: Uint8Array, maxItems: number): Promise<AnkiParseResult> {
  try {
    const budget = new UnpackBudget(bytes.byteLength);
    const archive = await AnkiArchive.open(bytes, budget);
    const version = await packageVersion(archive);
    const compressed = version === PACKAGE_VERSION.latest;
    const packed = await archive.read(COLLECTION_FILES[version] as string);
    if (!packed) throw new AnkiRefusal(ANKI_TEXTS.noCollection);
    const db = openCollection(compressed ? decompressZstd(packed, budget) : packed);
    let deck;
    try {
      deck = deckExercises(db, maxItems);
    } finally {
      db.close();
    }
    const entryOf = await mediaEntries(archive, compressed, budget);
    const images: DeckImage[] = [];
    const indexOf = new Map<string, number | undefined>();
    const imageIndex = async (name: string | undefined): Promise<number | undefined> => {
      if (name === undefined) return undefined;
      if (indexOf.has(name)) return indexOf.get(name);
      const entry = entryOf.get(name) ?? entryOf.get(safeDecode(name));
      const stored = entry === undefined ? undefined : await archive.read(entry);
      const index = stored
        ? images.push({ name, bytes: compressed ? decompressZstd(stored, budget) : stored }) - 1
        : undefined;
      indexOf.set(name, index);
      return index;
    };
    const imageRefs: ExerciseImageRefs[] = [];
    for (const { questionImage, answerImage } of deck) {
      imageRefs.push({ question: await imageIndex(questionImage), answer: await imageIndex(answerImage) });
    }
    return { ok: true, exercises: deck.map((d) => d.exercise), images, imageRefs };
  } catch (error) {
    if (error instanceof AnkiRefusal) return { ok: false, message: error.message };
    return { ok: false, message: ANKI_TEXTS.corrupt };
  }
}

/** From `meta` when present (current packages), else by which collection file is there. */
async function packageVersion(archive: AnkiArchive): Promise<number> {
  const meta = await archive.read('meta');
  if (!meta) return archive.has('collection.anki21') ? PACKAGE_VERSION.legacy2 : PACKAGE_VERSION.legacy1;
  const version = readPackageVersion(meta);
  if (!(version in COLLECTION_FILES)) throw new AnkiRefusal(ANKI_TEXTS.tooNew);
  return version;
}

/**
 * Media file name → archive entry name. Older packages map entry names to file names in JSON
 * (`{"0": "bild.png"}`); current ones list file names in a protobuf, entry i being named `i`.
 */
async function mediaEntries(
  archive: AnkiArchive,
  compressed: boolean,
  budget: UnpackBudget,
): Promise<Map<string, string>> {
  const stored = await archive.read('media');
  const entries = new Map<string, string>();
  if (!stored) return entries;
  if (compressed) {
    readMediaNames(decompressZstd(stored, budget)).forEach((name, index) => entries.set(name, String(index)));
    return entries;
  }
  let map: unknown;
  try {
    map = JSON.parse(new TextDecoder().decode(stored));
  } catch {
    throw new AnkiRefusal(ANKI_TEXTS.corrupt);
  }
  if (map && typeof map === 'object') {
    for (const [entry, name] of Object.entries(map)) if (typeof name === 'string') entries.set(name, entry);
  }
  return entries;
}

function safeDecode(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
