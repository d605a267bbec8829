import { ANKI_TEXTS, type ParsedExercise } from '@app/shared';
import { AnkiArchive } from './anki-archive';
import { openCollection } from './anki-collection';
import { assertSomeCards, deckExercises } from './anki-deck';
import { PACKAGE_VERSION, readMediaNames, readPackageVersion } from './anki-protobuf';
import { AnkiRefusal, UnpackBudget } from './unpack-budget';
import { decompressZstd } from './zstd';
import { sidePictures } from './deck-pictures';

import type { DeckImage, ExerciseImageRefs } from './deck-pictures';

export type { DeckImage, ExerciseImageRefs } from './deck-pictures';

/**
 * A read package: exercises in deck order, the pictures they show (each once), and a German line
 * per card left out or shortened.
 */
export type AnkiParseResult =
  | { ok: true; exercises: ParsedExercise[]; images: DeckImage[]; imageRefs: ExerciseImageRefs[]; skipped: string[] }
  | { ok: false; message: string };

const COLLECTION_FILES: Record<number, string> = {
  [PACKAGE_VERSION.legacy1]: 'collection.anki2',
  [PACKAGE_VERSION.legacy2]: 'collection.anki21',
  [PACKAGE_VERSION.latest]: 'collection.anki21b',
};

/** The first bytes of every SQLite database file: a bare collection (`.anki2`) rather than a package. */
const SQLITE_HEADER = new TextEncoder().encode('SQLite format 3\0');
const isSqlite = (bytes: Uint8Array) => SQLITE_HEADER.every((byte, i) => bytes[i] === byte);

/**
 * Reads an Anki package (`.apkg`, or a whole collection's `.colpkg`, which is built the same way)
 * or a bare collection file (`.anki2`, `.anki21`, no media): the older kind (`collection.anki2`/`.anki21`, JSON media map)
 * and the current one (`meta`, zstd-compressed `collection.anki21b` and protobuf media map, next
 * to a dummy `collection.anki2` for old versions). Every unpacked byte counts against one budget.
 * Never throws: every problem is a German message, and nothing is kept of a refused package.
 * @param maxItems the uploader's plan limit (`Plan.maxLearnsetItems`)
 */
export async function parseAnkiPackage(bytes: Uint8Array, maxItems: number): Promise<AnkiParseResult> {
  try {
    if (isSqlite(bytes)) return readBareCollection(bytes, maxItems);
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
    const media = new Map<string, Uint8Array | undefined>();
    let missing = 0;
    /** A media file's bytes, read once; undefined if the package lacks it (counted once). */
    const mediaFile = async (name: string): Promise<Uint8Array | undefined> => {
      if (media.has(name)) return media.get(name);
      const entry = entryOf.get(name) ?? entryOf.get(safeDecode(name));
      const stored = entry === undefined ? undefined : await archive.read(entry);
      const bytes = stored && (compressed ? decompressZstd(stored, budget) : stored);
      media.set(name, bytes);
      if (!bytes) missing++;
      return bytes;
    };
    const pictures = await sidePictures(deck.exercises, mediaFile);
    const skipped =
      missing > 0
        ? [...deck.skipped, ...pictures.skipped, ANKI_TEXTS.missingPictures(missing)]
        : [...deck.skipped, ...pictures.skipped];
    return { ok: true, ...assertSomeCards({ ...pictures.deck, skipped }) };
  } catch (error) {
    if (error instanceof AnkiRefusal) return { ok: false, message: error.message };
    return { ok: false, message: ANKI_TEXTS.corrupt };
  }
}

/** A collection file on its own: its cards without pictures (the media folder is not in it). */
function readBareCollection(bytes: Uint8Array, maxItems: number): AnkiParseResult {
  const db = openCollection(bytes);
  try {
    const deck = deckExercises(db, maxItems);
    // An image occlusion card is its picture: without the media it has nothing to ask.
    const occlusions = deck.exercises.filter((d) => d.questionPicture?.kind === 'occlusion');
    const kept = deck.exercises.filter((d) => d.questionPicture?.kind !== 'occlusion');
    const exercises = kept.map((d) => d.exercise);
    const pictured = kept.some((d) => d.questionPicture !== undefined || d.answerPicture !== undefined);
    const skipped = [
      ...deck.skipped,
      ...occlusions.map((d) => d.skipLine(ANKI_TEXTS.occlusionWithoutPicture)),
      ...(pictured ? [ANKI_TEXTS.noMedia] : []),
    ];
    return { ok: true, ...assertSomeCards({ exercises, images: [], imageRefs: exercises.map(() => ({})), skipped }) };
  } finally {
    db.close();
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
