import {
  HTTP_MESSAGES,
  ItemCreatedReplySchema,
  LEARNSET_TEXTS,
  LearnsetEditorCreateSchema,
  LearnsetEditorEditSchema,
  MAX_LEARNSET_EDITOR_BYTES,
  MessageReplySchema,
} from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { requireAccount, SIGNED_IN_UPLOAD } from '../../kernel/session-account';
import { success } from '../../lib/success';
import type { Api } from '../../types';
import { EditorBodyJudge } from './learnset-editor-judge';
import type { EditorBodyKind } from './learnset-editor-worker';
import type { LearnsetService } from './learnsets.service';

/**
 * Both calls: signed in, counted as uploads, a body as large as the largest set file allows. The
 * body is judged before validation (`preValidation`, after the account and upload checks), so
 * the validator only takes what the judge made of it.
 */
const EDITOR_ROUTE = {
  config: SIGNED_IN_UPLOAD,
  bodyLimit: MAX_LEARNSET_EDITOR_BYTES,
  validatorCompiler: () => (judged: unknown) => ({ value: judged }),
};

/** `POST /learnsets/new/json` and `/learnsets/edit/json`: sets written in the browser's editor. */
export async function learnsetJsonRoutes(app: Api, service: LearnsetService): Promise<void> {
  const judge = new EditorBodyJudge();
  app.addHook('onClose', async () => judge.close());

  /**
   * Reads the body's bytes as JSON and judges them with the call's schema in the worker, the
   * plan's row limit first; a problem is a 400 that names its row as the upload names a line
   * (`Zeile 3: Die Antwort ist leer.`): with 2,000 rows the row is what a pupil needs.
   */
  const judged = async (kind: EditorBodyKind, request: FastifyRequest): Promise<void> => {
    const maxRows = await service.maxItemsOf(requireAccount(request));
    if (!(request.body instanceof Uint8Array)) throw new HttpError(400, HTTP_MESSAGES.badRequest);
    request.body = await judge.judge(kind, request.body, maxRows);
  };

  // A scope of their own: here JSON arrives as bytes, for the worker to parse.
  await app.register(async (scope: Api) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, bytes, done) => done(null, bytes));

    scope.post(
      '/learnsets/new/json',
      {
        ...EDITOR_ROUTE,
        preValidation: (request) => judged('create', request),
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
        return success({ id, message: LEARNSET_TEXTS.created });
      },
    );

    scope.post(
      '/learnsets/edit/json',
      {
        ...EDITOR_ROUTE,
        preValidation: (request) => judged('edit', request),
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
        return success({ message: LEARNSET_TEXTS.edited });
      },
    );
  });
}
