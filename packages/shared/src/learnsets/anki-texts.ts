// No zod here: the upload form shows these limits without the schema library.
import { formatSize } from '../format/size';
import { MAX_LEARNSET_FILE_BYTES } from './texts';

/** Anki's files: a deck package, a whole collection's package, a bare collection (old and 2.1 name). */
export const ANKI_FILE_EXTENSIONS = ['apkg', 'colpkg', 'anki2', 'anki21'] as const;
export type AnkiFileExtension = (typeof ANKI_FILE_EXTENSIONS)[number];
export const isAnkiFile = (format: string | undefined): format is AnkiFileExtension =>
  (ANKI_FILE_EXTENSIONS as readonly string[]).includes(format ?? '');

/**
 * Largest Anki package (`.apkg`) accepted: decks carry their pictures, so they may be larger than
 * the other learning-set files (MAX_LEARNSET_FILE_BYTES). The parse worker reads one at a time.
 */
export const MAX_ANKI_FILE_BYTES = 64 * 1024 * 1024;

/** Caps on unpacking an Anki package, enforced while it is being read (zip bombs). */
export const ANKI_UNPACK_LIMITS = {
  /** Every unpacked byte read from one package: the collection, the media list and the pictures. */
  maxUnpackedBytes: 256 * 1024 * 1024,
  /** Unpacked bytes per packed byte beyond the floor: real decks stay far below. */
  maxRatio: 100,
  /** Small packages may unpack this much whatever their ratio (an empty collection is mostly zeros). */
  ratioFloorBytes: 16 * 1024 * 1024,
  /** Entries in the archive; a real deck has one per picture or sound plus four. */
  maxEntries: 100_000,
} as const;

/**
 * Most bytes of pictures an exported Anki package may carry: the package is a zip without the
 * 64-bit extension (4 GiB at most), and a build this size already takes a while.
 */
export const MAX_ANKI_EXPORT_PICTURE_BYTES = 2 * 1024 * 1024 * 1024;

/** Lines about skipped cards that an upload's reply lists at most; the rest are counted. */
export const MAX_LISTED_SKIPS = 50;

/** German texts of the Anki import and export. */
export const ANKI_TEXTS = {
  fileTooLarge: `Die Datei ist zu gross. Anki-Pakete dürfen höchstens ${formatSize(MAX_ANKI_FILE_BYTES)} gross sein.`,
  /** The upload form's own check, before it knows the file's format. */
  anyFileTooLarge:
    `Die Datei ist zu gross. Lernset-Dateien dürfen höchstens ${formatSize(MAX_LEARNSET_FILE_BYTES)}, ` +
    `Anki-Pakete höchstens ${formatSize(MAX_ANKI_FILE_BYTES)} gross sein.`,
  notAnki:
    'Die Datei ist kein gültiges Anki-Paket. Bitte exportieren Sie den Stapel in Anki erneut als «Anki-Stapelpaket (.apkg)».',
  noCollection: 'Im Anki-Paket fehlt die Sammlung (collection.anki2 oder collection.anki21b).',
  tooNew:
    'Dieses Anki-Paket stammt aus einer neueren Anki-Version, als hier gelesen werden kann. Exportieren Sie es in Anki ' +
    'mit der Option «Unterstützung älterer Anki-Versionen».',
  corrupt: 'Das Anki-Paket ist beschädigt und kann nicht gelesen werden.',
  /** A collection whose cards, notes or note types are not plain tables (views, triggers, computed columns). */
  notPlainTables:
    'Das Anki-Paket wurde nicht gelesen: Seine Sammlung ist nicht so aufgebaut, wie Anki sie schreibt ' +
    '(zum Beispiel Sichten statt Tabellen). Bitte exportieren Sie den Stapel in Anki erneut.',
  unpackedTooLarge:
    `Das Anki-Paket wurde nicht gelesen: entpackt wäre es grösser als ${formatSize(ANKI_UNPACK_LIMITS.maxUnpackedBytes)} ` +
    'oder im Verhältnis zur Dateigrösse ungewöhnlich gross.',
  noteTypeMissing: 'Der Notiztyp dieser Notiz fehlt im Paket; die Karte wurde übersprungen.',
  templateMissing: 'Die Kartenvorlage dieser Karte fehlt im Paket; die Karte wurde übersprungen.',
  emptyFront:
    'Die Vorderseite dieser Karte ist leer (zum Beispiel nur ein Ton oder Video); die Karte wurde übersprungen.',
  gapDeleted:
    'Die Lücke dieser Lückentext-Karte wurde aus dem Text gelöscht (in Anki eine leere Karte); die Karte wurde übersprungen.',
  /** An image occlusion card asks this when its note has no header. */
  occlusionQuestion: 'Was ist verdeckt?',
  occlusionWithoutPicture:
    'Diese Bildverdeckung (Image Occlusion) hat kein Bild, das übernommen werden kann (es fehlt im Paket oder ist ' +
    'kein PNG-, JPEG- oder WebP-Bild); die Karte wurde übersprungen.',
  missingPictures: (count: number) =>
    count === 1
      ? 'Ein Bild, das Karten zeigen, fehlt im Anki-Paket; diese Karten zeigen es nicht.'
      : `${count} Bilder, die Karten zeigen, fehlen im Anki-Paket; diese Karten zeigen sie nicht.`,
  noMedia:
    'Eine Sammlungsdatei (.anki2) enthält keine Bilder; Karten mit Bildern zeigen «[Bild]». Exportieren Sie den Stapel ' +
    'in Anki als «Anki-Stapelpaket (.apkg)», um die Bilder mitzunehmen.',
  /** Every card was skipped: the first reason stands for them. */
  allSkipped: (first: string) => `Das Anki-Paket enthält keine Karte, die übernommen werden kann. ${first}`,
  /** The reply to an upload that left cards out or shortened them, before the list. */
  skippedSummary: (count: number) =>
    count === 1 ? 'Ein Hinweis zum Anki-Paket:' : `${count} Hinweise zum Anki-Paket:`,
  /** The list in the reply ends after MAX_LISTED_SKIPS lines. */
  moreSkipped: (count: number) => `… und ${count} weitere.`,
  /**
   * The field of this product's exported note type that holds the alternatives, one per line;
   * an imported note with this field gets them back as alternatives.
   */
  alternativesField: 'Auch richtig',
  /** A side that shows only a picture still needs a text: this one stands for it. */
  pictureOnly: '[Bild]',
  /** Where a cloze gap stood (with its hint, if the gap has one, as Anki shows it). */
  gap: (hint?: string) => (hint ? `[${hint}]` : '[…]'),
  atNote: (position: number, excerpt: string, message: string) =>
    `Notiz ${position}${excerpt ? ` («${excerpt}»)` : ''}: ${message}`,
  exportTooLarge:
    `Dieses Lernset kann nicht als Anki-Paket heruntergeladen werden: seine Bilder sind zusammen grösser als ` +
    `${formatSize(MAX_ANKI_EXPORT_PICTURE_BYTES)}.`,
  tooManyDownloads:
    'Von Ihrer Adresse wurden in kurzer Zeit zu viele Anki-Pakete heruntergeladen. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.',
} as const;
