// No zod here: the editor screen shows these without the schema being involved.
import { MAX_LEARNSET_FILE_BYTES } from '../texts';

/** Most exercises any plan allows (Premium): the editor call's hard cap before the plan is known. */
export const MAX_EDITOR_EXERCISES = 10_000;

/**
 * Largest body of the editor calls: what the largest learning-set file may hold, plus room for the
 * keys and exercise ids that the JSON of 10,000 rows carries besides (about 60 bytes a row).
 */
export const MAX_LEARNSET_EDITOR_BYTES = MAX_LEARNSET_FILE_BYTES + 1024 * 1024;

/** German texts of the learning-set editor and its two calls; row messages are prefixed with `Zeile n: `. */
export const LEARNSET_EDITOR_MESSAGES = {
  exercisesNotList: 'Die Übungen ("exercises") müssen eine Liste von Zeilen sein.',
  empty: 'Das Lernset enthält keine Übungen. Bitte füllen Sie mindestens eine Zeile aus.',
  tooManyForAnyPlan: `Ein Lernset kann höchstens ${MAX_EDITOR_EXERCISES} Übungen enthalten.`,
  tooMany: (count: number, max: number) =>
    `Das Lernset enthält ${count} Übungen; mit Ihrem Abo sind höchstens ${max} erlaubt.`,
  idInvalid: 'Die Kennung der Übung ("id_") ist ungültig.',
  idRepeated: (firstRow: number) => `Diese Übung ("id_") steht schon in Zeile ${firstRow}.`,
  idUnknown:
    'Diese Übung ("id_") gehört nicht zu diesem Lernset. Laden Sie die Seite neu oder verwerfen Sie den Entwurf.',
  tooLarge: `Das Lernset ist zu gross: Es darf höchstens ${Math.round(MAX_LEARNSET_EDITOR_BYTES / 1024 / 1024)} MB umfassen. Teilen Sie es in kleinere Lernsets auf.`,
  draftRestored: (when: string) => `Ihr Entwurf vom ${when} wurde wiederhergestellt.`,
  draftOutdated: 'Das Lernset wurde seit diesem Entwurf gespeichert; beim Speichern ersetzt der Entwurf diese Fassung.',
  blankRowsRemoved: 'Leere Zeilen werden beim Speichern entfernt.',
} as const;
