// No zod here: the learn screen imports these without pulling the schema library into its chunk.

/** Texts of the learning-set screens and calls; the first four verbatim from SPEC §2, §8. */
export const LEARNSET_TEXTS = {
  noSelection: 'Bitte wählen Sie mindestens ein Lernset aus.',
  noMatch: 'Es konnten keine Lernsets gefunden werden, die den angegebenen Filterkriterien entsprechen.',
  statsFailed: 'Statistiken konnten nicht gespeichert werden, da die Verbindung zum Server fehlgeschlagen ist.',
  loginToUpload: 'Sie müssen angemeldet sein, um Lernsets hochladen zu können.',
  visitorNotice:
    'Sie sind nicht angemeldet. Der Lernmodus ist deshalb eingeschränkt: Ihre Statistiken werden nur in diesem Fenster gezählt und nicht gespeichert.',
  notFound: 'Dieses Lernset existiert nicht.',
  someNotFound: 'Mindestens eines der gewählten Lernsets existiert nicht mehr.',
  exerciseNotFound: 'Diese Übung existiert nicht.',
  badIds: 'Die Auswahl der Lernsets ist ungültig.',
  tooManySets: (max: number) => `Es können höchstens ${max} Lernsets gleichzeitig gelernt werden.`,
  answerTooLong: (max: number) => `Die Antwort darf höchstens ${max} Zeichen lang sein.`,
  answerIdInvalid: 'Die Kennung der Antwort ist ungültig.',
  answerModeInvalid: 'Unbekannter Lernmodus.',
  answerTimeInvalid: 'Der Zeitpunkt der Antwort ist ungültig.',
  answerValueMissing: 'Es fehlt, ob die Antwort richtig war.',
  fileTooLarge: 'Die Datei ist zu gross. Lernset-Dateien dürfen höchstens 16 MB gross sein.',
  created: 'Das Lernset wurde hochgeladen.',
  edited: 'Das Lernset wurde geändert.',
} as const;

/** Most sets learnt at once; keeps one bulk reply within reason (10 × 10,000 exercises is fine). */
export const MAX_LEARN_SETS = 20;
/** Largest learning-set file: 10,000 exercises of ordinary length fit many times over. */
export const MAX_LEARNSET_FILE_BYTES = 16 * 1024 * 1024;
/** Longest answer accepted (longer input is refused, not cut); the log keeps STORED_ANSWER_LENGTH of it. */
export const MAX_ANSWER_LENGTH = 10_000;

/** Joins set ids for `/lernsets/lernen/{ids}` and `/learnsets/bulk/{ids}`. */
export function joinLearnsetIds(ids: readonly string[]): string {
  return ids.join('.');
}

/** Splits `a.b.c` into distinct ids in their order; empty parts are ignored. */
export function splitLearnsetIds(joined: string): string[] {
  return [...new Set(joined.split('.').filter(Boolean))];
}
