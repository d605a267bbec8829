import {
  DOCUMENT_MESSAGES,
  DocumentDataReplySchema,
  DocumentIdParamsSchema,
  DocumentListReplySchema,
  ITEM_DELETE_TEXTS,
  ItemCreatedReplySchema,
  ItemEditFieldsSchema,
  ItemFieldsSchema,
  MessageReplySchema,
  StorageReplySchema,
} from '@app/shared';
import { discardUpload, type ItemForm, readItemForm, requiredFields } from '../../lib/multipart-form';
import { sendPrecompressed } from '../../lib/precompressed';
import { requireAccount, SIGNED_IN, SIGNED_IN_UPLOAD } from '../../kernel/session-account';
import { success } from '../../lib/success';
import type { Api, AppContext } from '../../types';
import type { DocumentStorage } from './document-storage';
import { DocumentService } from './document.service';

const UPLOAD_FIELDS = requiredFields(ItemFieldsSchema);
const EDIT_FIELDS = requiredFields(ItemEditFieldsSchema);

/** `/documents/*` (SPEC §7): the library list, one document, upload and edit. */
export async function documentRoutes(app: Api, ctx: AppContext, storage: DocumentStorage): Promise<void> {
  const service = new DocumentService(ctx, storage);
  await service.init();
  // init starts a periodic sweep of abandoned temp files; it ends with the app.
  app.addHook('onClose', async () => service.storage.close());

  app.get(
    '/documents/list',
    {
      schema: {
        summary: 'Every document with every SPEC §3 field (pre-compressed, ETag)',
        response: { 200: DocumentListReplySchema },
      },
    },
    async (request, reply) =>
      sendPrecompressed(
        request,
        reply.header('cache-control', 'no-cache'),
        await service.listBody(),
        'application/json; charset=utf-8',
      ),
  );

  app.get(
    '/documents/data/:id',
    {
      schema: {
        summary: 'One document with its file URL',
        params: DocumentIdParamsSchema,
        response: { 200: DocumentDataReplySchema },
      },
    },
    async (request) => success({ document: await service.details(request.params.id) }),
  );

  app.get(
    '/documents/storage',
    {
      config: SIGNED_IN,
      schema: {
        summary: "How many bytes the account's documents use, and its plan's storage quota",
        response: { 200: StorageReplySchema },
      },
    },
    async (request) => success(await service.storageUse(requireAccount(request))),
  );

  app.post(
    '/documents/new/form',
    {
      // A visitor gets 401 before the body is read; the reply then closes the connection.
      config: SIGNED_IN_UPLOAD,
      schema: {
        summary: 'Upload a document (multipart: title, subject, description, class, grade, language, file)',
        consumes: ['multipart/form-data'],
        response: { 200: ItemCreatedReplySchema },
      },
    },
    async (request) => {
      const userId = requireAccount(request);
      let form: ItemForm | null = null;
      try {
        form = await readItemForm(request, {
          ...(await service.uploadOptions(userId)),
          fieldsBeforeFile: UPLOAD_FIELDS,
          beforeFile: (fields) => service.checkUpload(userId, fields),
        });
        const id = await service.create(userId, form);
        return success({ id, message: DOCUMENT_MESSAGES.uploaded });
      } finally {
        await discardUpload(form);
      }
    },
  );

  app.post(
    '/documents/edit/form',
    {
      config: SIGNED_IN_UPLOAD,
      schema: {
        summary: 'Replace an own document (multipart as for upload, plus id)',
        consumes: ['multipart/form-data'],
        response: { 200: MessageReplySchema },
      },
    },
    async (request) => {
      const userId = requireAccount(request);
      let form: ItemForm | null = null;
      try {
        form = await readItemForm(request, {
          ...(await service.uploadOptions(userId)),
          fieldsBeforeFile: EDIT_FIELDS,
          beforeFile: (fields) => service.checkEdit(userId, fields),
        });
        await service.edit(userId, form);
        return success({ message: DOCUMENT_MESSAGES.changed });
      } finally {
        await discardUpload(form);
      }
    },
  );

  app.post(
    '/documents/delete/:id',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Delete an own document with its file (403 for anyone else)',
        params: DocumentIdParamsSchema,
        response: { 200: MessageReplySchema },
      },
    },
    async (request) => {
      await service.remove(requireAccount(request), request.params.id);
      return success({ message: ITEM_DELETE_TEXTS.documentDeleted });
    },
  );
}
