import { z } from 'zod';
import { ID_PATTERN } from '../../items/id';
import { LearnsetFileItemSchema } from '../file-item-schema';
import { LEARNSET_FILE_MESSAGES } from '../file-messages';
import { LearnsetEditFieldsSchema, LearnsetFieldsSchema } from '../learnset-fields';
import { LEARNSET_EDITOR_MESSAGES as M, MAX_EDITOR_EXERCISES } from './messages';

/**
 * One row of the editor: the rules of a file's exercise (one rule, one message) plus the id of the
 * stored exercise it edits. Without `id_` the row is new. `auto_check` is not the editor's: a kept
 * row keeps its stored value, a new row gets 0.
 */
export const EditorExerciseSchema = LearnsetFileItemSchema.omit({ auto_check: true }).extend({
  id_: z.string({ error: M.idInvalid }).regex(ID_PATTERN, M.idInvalid).optional(),
});
export type EditorExercise = z.output<typeof EditorExerciseSchema>;
export type EditorExerciseInput = z.input<typeof EditorExerciseSchema>;

/** Each `id_` once; a repeated one names the row that has it first. */
function eachIdOnce(rows: ReadonlyArray<{ id_?: string | undefined }>, ctx: z.RefinementCtx): void {
  const firstRowOf = new Map<string, number>();
  rows.forEach((row, index) => {
    if (row.id_ === undefined) return;
    const first = firstRowOf.get(row.id_);
    if (first === undefined) firstRowOf.set(row.id_, index + 1);
    else ctx.addIssue({ code: 'custom', path: [index, 'id_'], message: M.idRepeated(first) });
  });
}

/** The rules of the list around the rule of a row: at least one, at most what any plan allows, each id once. */
const rowList = <R extends z.ZodType<{ id_?: string | undefined }>>(row: R) =>
  z
    .array(row, { error: M.exercisesNotList })
    .min(1, M.empty)
    .max(MAX_EDITOR_EXERCISES, M.tooManyForAnyPlan)
    .superRefine(eachIdOnce);

/** The rows in their order: at least one, never more than the largest plan allows, each id once. */
export const EditorExercisesSchema = rowList(EditorExerciseSchema);

/** `POST /learnsets/new/json`: the upload form's fields and the editor's rows. */
export const LearnsetEditorCreateSchema = LearnsetFieldsSchema.extend({ exercises: EditorExercisesSchema });
export type LearnsetEditorCreate = z.output<typeof LearnsetEditorCreateSchema>;

/** `POST /learnsets/edit/json`: as for a new set, plus the set's id. */
export const LearnsetEditorEditSchema = LearnsetEditFieldsSchema.extend({ exercises: EditorExercisesSchema });
export type LearnsetEditorEdit = z.output<typeof LearnsetEditorEditSchema>;

/** Where a problem of the editor's body lies: a form field, or a row (0-based) and its field. */
export interface EditorProblem {
  message: string;
  /** A form field (`title`, …) or, with `row`, the row's field (`question`, `answers`, …). */
  field?: string;
  row?: number;
  /** For a problem of one alternative: its index. */
  alternative?: number;
}

/**
 * The first problem of a failed parse of either editor body, as the route answers it and the
 * editor shows it: a row's message names the row the way the file upload names a line.
 */
export function editorProblem(error: z.ZodError): EditorProblem {
  const issue = error.issues[0];
  const message = issue?.message ?? M.exercisesNotList;
  const [top, row, field, alternative] = issue?.path ?? [];
  if (top !== 'exercises' || typeof row !== 'number')
    return { message, field: typeof top === 'string' ? top : undefined };
  return {
    message: LEARNSET_FILE_MESSAGES.atLine(row + 1, message),
    row,
    field: typeof field === 'string' ? field : undefined,
    alternative: typeof alternative === 'number' ? alternative : undefined,
  };
}

type EditorBodySchema = typeof LearnsetEditorCreateSchema | typeof LearnsetEditorEditSchema;

/** What `parseEditorBody` finds: the body as its schema outputs it, or the first problem. */
export type EditorBodyResult<T> = { success: true; data: T } | { success: false; problem: EditorProblem };

/** Each body schema with rows that were parsed one by one already: the list's rules only. */
const withParsedRows = new Map<EditorBodySchema, z.ZodType>([
  [LearnsetEditorCreateSchema, LearnsetEditorCreateSchema.extend({ exercises: rowList(z.custom<EditorExercise>()) })],
  [LearnsetEditorEditSchema, LearnsetEditorEditSchema.extend({ exercises: rowList(z.custom<EditorExercise>()) })],
]);

const exercisesOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null ? (body as { exercises?: unknown }).exercises : undefined;

/**
 * An editor body judged by `schema`, with the first problem `schema.safeParse` would name, at a
 * cost that does not grow with the number of problems: the plan's limit (`maxRows`) is checked
 * before any row, and the rows one by one up to the first with a problem. zod collects every
 * issue of every row and keeps them all to the end (an object, a path copied at each level and
 * a message each): 10,000 rows of 64 empty alternatives made 640,000 of them, and seconds of
 * garbage collection, to name one.
 */
export function parseEditorBody<S extends EditorBodySchema>(
  schema: S,
  body: unknown,
  maxRows: number = MAX_EDITOR_EXERCISES,
): EditorBodyResult<z.output<S>> {
  const judged = (result: z.ZodSafeParseResult<unknown>): EditorBodyResult<z.output<S>> =>
    result.success
      ? { success: true, data: result.data as z.output<S> }
      : { success: false, problem: editorProblem(result.error) };
  const rows = exercisesOf(body);
  // No list, or more rows than any plan allows: the schema answers that at once.
  if (!Array.isArray(rows) || rows.length > MAX_EDITOR_EXERCISES) return judged(schema.safeParse(body));
  if (rows.length > maxRows) {
    return { success: false, problem: { message: M.tooMany(rows.length, maxRows), field: 'exercises' } };
  }
  const parsed: EditorExercise[] = [];
  for (const [index, row] of rows.entries()) {
    const result = EditorExerciseSchema.safeParse(row);
    // The rows before it are fine, so the body cut after this row has the whole body's first problem.
    if (!result.success) return judged(schema.safeParse({ ...(body as object), exercises: rows.slice(0, index + 1) }));
    parsed.push(result.data);
  }
  return judged((withParsedRows.get(schema) ?? schema).safeParse({ ...(body as object), exercises: parsed }));
}
