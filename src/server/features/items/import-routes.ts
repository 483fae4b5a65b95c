import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../../shared/api-error-schema';
import { msg } from '../../../shared/i18n/msg';
import {
  acceptImportResultSchema,
  ITEM_IMPORT_RESTRICTED,
  importParamsSchema,
} from '../../../shared/item-bank/import-export';
import { importReportSchema } from '../../../shared/item-bank/schemas';
import { AppError } from '../../errors';
import { clientAddress, rateLimitGuard } from '../../lib/rate-limit';
import { requireCapability, signedInUser } from '../auth/service';
import { fileTooLarge, isMalformedMultipart, malformedUpload } from '../files/service';
import { IMPORT_LIMITS } from './formats/types';
import { acceptImport, createImport, discardImport } from './imports';

/** The multipart field that carries the file. */
const FILE_FIELD = 'file';

const noFile = () =>
  new AppError('no_file', {
    status: 400,
    message: msg(
      'No file was sent. Choose a .gift, .txt, .xml, .zip, .json or .csv file and upload it in the field "{{fileField}}".',
      { fileField: FILE_FIELD },
    ),
  });

/**
 * The item bank's import (issue 28 item 4), registered under /api/item-bank: a file read into a
 * report, then accepted (its items become the uploader's drafts) or discarded. Instructors and
 * admins only (`createTests`): 401 signed out, 403 others (ITEM_IMPORT_RESTRICTED). Multipart is
 * registered here, one file of at most IMPORT_LIMITS.fileBytes (10 MB); each user reads at most
 * `uploadsPerHour` files an hour (UPLOADS_PER_HOUR, as the file store's uploads), then 429.
 */
export const itemImportRoutes: FastifyPluginAsyncZod<{ uploadsPerHour: number }> = async (app, { uploadsPerHour }) => {
  // Reading a file (unzipping, parsing, checking up to 2,000 questions) is the heaviest request here.
  const importsPerUser = rateLimitGuard(app, {
    name: 'item-imports-user',
    max: uploadsPerHour,
    windowMs: 60 * 60 * 1000,
    key: (request) => request.user?.id ?? clientAddress(request),
    message: msg('You have imported many files in a short time.'),
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  const tags = ['item-bank'];
  const mayImport = requireCapability('createTests', { forbidden: ITEM_IMPORT_RESTRICTED });

  /**
   * POST /api/item-bank/imports, multipart with the file in field `file` (.gift, .txt, .xml, .zip,
   * .json, .csv) -> 201 importReportSchema { importId, fileName, format, items: [{ label, itemType,
   * title, subject }], problems: [{ question, reason }] }; nothing is added to a bank. 400
   * `import_file_invalid` (the reader's sentence) for a file that cannot be read, `no_file`,
   * `upload_malformed`; 413 over 10 MB; 429 past the hourly limit; nothing stored then.
   */
  app.post(
    '/imports',
    {
      preHandler: [mayImport, importsPerUser],
      schema: {
        tags,
        summary: 'Read an item file into an import report (multipart/form-data, field "file", at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: importReportSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw noFile();
      let fileName: string;
      let bytes: Buffer;
      try {
        const part = await request.file();
        if (!part) throw noFile();
        if (part.fieldname !== FILE_FIELD) {
          part.file.resume();
          throw noFile();
        }
        bytes = await part.toBuffer();
        if (part.file.truncated) throw fileTooLarge();
        fileName = part.filename;
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw fileTooLarge();
        if (isMalformedMultipart(error)) throw malformedUpload(request.log, error);
        throw error;
      }
      const report = await createImport(app.db, signedInUser(request).id, { fileName, bytes });
      return reply.code(201).send(report);
    },
  );

  /**
   * POST /api/item-bank/imports/:importId/accept -> { added, itemIds }: the report's items become
   * her drafts ("Imported from FILE"). The owner only (404 `import_not_found`), once (409
   * `import_already_accepted`).
   */
  app.post(
    '/imports/:importId/accept',
    {
      preHandler: mayImport,
      schema: {
        tags,
        summary: 'Accept an import report: its items become your drafts',
        params: importParamsSchema,
        response: { 200: acceptImportResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => acceptImport(app.db, signedInUser(request).id, request.params.importId),
  );

  /** DELETE /api/item-bank/imports/:importId -> 204: the report is discarded (the owner only, else 404 `import_not_found`). */
  app.delete(
    '/imports/:importId',
    {
      preHandler: mayImport,
      schema: {
        tags,
        summary: 'Discard an import report',
        params: importParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await discardImport(app.db, signedInUser(request).id, request.params.importId);
      return reply.code(204).send(null);
    },
  );
};
