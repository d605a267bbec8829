import { z } from 'zod';
import { GRADES, LANGUAGES } from '../constants/reference';
import { SUBJECTS } from '../constants/subjects';
import { ONE_DESIGNATION } from '../format/class-designation';
import { multiLineText, SINGLE_LINE_CHECK, singleLineText } from '../format/plain-text';

/** Messages of SPEC §5 for the upload and edit forms of documents and learning sets, verbatim. */
export const ITEM_MESSAGES = {
  titleRequired: 'Der Titel ist ein Pflichtfeld',
  titleMin: 'Der Titel muss mindestens 4 Zeichen lang sein',
  titleMax: 'Der Titel darf maximal 64 Zeichen lang sein',
  subjectRequired: 'Das Fach ist ein Pflichtfeld',
  descriptionRequired: 'Die Beschreibung ist ein Pflichtfeld',
  descriptionMin: 'Die Beschreibung muss mindestens 4 Zeichen lang sein',
  descriptionMax: 'Die Beschreibung darf maximal 4096 Zeichen lang sein',
  classRequired: 'Die Klasse oder Kursbezeichnung ist ein Pflichtfeld',
  classMin: 'Die Klasse oder Kursbezeichnung muss mindestens 2 Zeichen lang sein',
  classMax: 'Die Klasse oder Kursbezeichnung darf maximal 12 Zeichen lang sein',
  classInvalid:
    'Die Klasse oder Kursbezeichnung darf nur Buchstaben, Ziffern und einzelne Bindestriche enthalten, etwa 5b oder SBC-5B.',
  gradeRequired: 'Die Klassenstufe ist ein Pflichtfeld',
  languageRequired: 'Die Sprache ist ein Pflichtfeld',
  fileRequired: 'Bitte wählen Sie eine Datei aus.',
  noAccess: 'Sie haben keinen Zugriff auf diese Seite.',
} as const;

const M = ITEM_MESSAGES;

const text = (
  lines: typeof singleLineText,
  required: string,
  min: number,
  minMessage: string,
  max: number,
  maxMessage: string,
) => lines({ message: required }).min(1, required).min(min, minMessage).max(max, maxMessage);

/**
 * The fields shared by document and learning-set upload/edit forms (multipart field names as
 * SPEC §7 gives them: title, subject, description, class, grade, language).
 */
export const ItemFieldsSchema = z.object({
  title: text(singleLineText, M.titleRequired, 4, M.titleMin, 64, M.titleMax),
  subject: z
    .string({ message: M.subjectRequired })
    .check(SINGLE_LINE_CHECK)
    .min(1, M.subjectRequired)
    .refine((v) => Object.hasOwn(SUBJECTS, v), M.subjectRequired),
  description: text(multiLineText, M.descriptionRequired, 4, M.descriptionMin, 4096, M.descriptionMax),
  class: text(singleLineText, M.classRequired, 2, M.classMin, 12, M.classMax).regex(ONE_DESIGNATION, M.classInvalid),
  grade: z.enum(GRADES, { message: M.gradeRequired }),
  language: z.enum(LANGUAGES, { message: M.languageRequired }),
});
export type ItemFields = z.infer<typeof ItemFieldsSchema>;

/** Edit forms also carry the item id. */
export const ItemEditFieldsSchema = ItemFieldsSchema.extend({ id: z.string().check(SINGLE_LINE_CHECK).min(1).max(64) });
export type ItemEditFields = z.infer<typeof ItemEditFieldsSchema>;
