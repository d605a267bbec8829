import {
  editorProblem,
  ItemCreatedReplySchema,
  LEARNSET_TEXTS,
  LearnsetEditorCreateSchema,
  LearnsetEditorEditSchema,
  MAX_LEARNSET_EDITOR_BYTES,
  MessageReplySchema,
} from '@app/shared';
import type { ZodType } from 'zod';
import { HttpError } from '../../lib/http-error';
import { requireAccount, SIGNED_IN_UPLOAD } from '../../plugins/session';
import type { Api } from '../../types';
import type { LearnsetService } from './learnsets.service';

/**
 * Like the app's validator, but a problem in a row is named as the upload names a line
 * (`Zeile 3: Die Antwort ("answer") ist leer.`): with 2,000 rows the row is what a pupil needs.
 */
function editorValidator({ schema }: { schema: unknown }) {
  return (data: unknown) => {
    const result = (schema as ZodType).safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new HttpError(400, editorProblem(result.error).message) };
  };
}

/** Both calls: signed in, counted as uploads, a body as large as the largest set file allows. */
const EDITOR_ROUTE = {
  config: SIGNED_IN_UPLOAD,
  bodyLimit: MAX_LEARNSET_EDITOR_BYTES,
  validatorCompiler: editorValidator,
};

/** `POST /learnsets/new/json` and `/learnsets/edit/json`: sets written in the browser's editor. */
export async function learnsetJsonRoutes(app: Api, service: LearnsetService): Promise<void> {
  app.post(
    '/learnsets/new/json',
    {
      ...EDITOR_ROUTE,
      schema: {
        summary: "Create a learning set from the editor's rows (the upload form's fields plus exercises)",
        body: LearnsetEditorCreateSchema,
        response: { 200: ItemCreatedReplySchema },
      },
    },
    async (request) => {
      const userId = requireAccount(request);
      const { exercises, ...fields } = request.body;
      const id = await service.createFromEditor(userId, fields, exercises);
      return { status: 'success' as const, id, message: LEARNSET_TEXTS.created };
    },
  );

  app.post(
    '/learnsets/edit/json',
    {
      ...EDITOR_ROUTE,
      schema: {
        summary:
          "Replace an own learning set's fields and exercises from the editor; rows with an id_ keep that exercise and its statistics",
        body: LearnsetEditorEditSchema,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) => {
      const userId = requireAccount(request);
      const { id, exercises, ...fields } = request.body;
      await service.editFromEditor(userId, id, fields, exercises);
      return { status: 'success' as const, message: LEARNSET_TEXTS.edited };
    },
  );
}
