import { z } from 'zod';
import { ID_PATTERN } from '../../items/id';
import { ItemEditFieldsSchema, ItemFieldsSchema } from '../../items/item-form';
import { LearnsetFileItemSchema } from '../file-item-schema';
import { LEARNSET_FILE_MESSAGES } from '../file-messages';
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

/** The rows in their order: at least one, never more than the largest plan allows, each id once. */
export const EditorExercisesSchema = z
  .array(EditorExerciseSchema, { error: M.exercisesNotList })
  .min(1, M.empty)
  .max(MAX_EDITOR_EXERCISES, M.tooManyForAnyPlan)
  .superRefine((rows, ctx) => {
    const firstRowOf = new Map<string, number>();
    rows.forEach((row, index) => {
      if (row.id_ === undefined) return;
      const first = firstRowOf.get(row.id_);
      if (first === undefined) firstRowOf.set(row.id_, index + 1);
      else ctx.addIssue({ code: 'custom', path: [index, 'id_'], message: M.idRepeated(first) });
    });
  });

/** `POST /learnsets/new/json`: the upload form's fields and the editor's rows. */
export const LearnsetEditorCreateSchema = ItemFieldsSchema.extend({ exercises: EditorExercisesSchema });
export type LearnsetEditorCreate = z.output<typeof LearnsetEditorCreateSchema>;

/** `POST /learnsets/edit/json`: as for a new set, plus the set's id. */
export const LearnsetEditorEditSchema = ItemEditFieldsSchema.extend({ exercises: EditorExercisesSchema });
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
