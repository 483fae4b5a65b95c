import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  type FilePurpose,
  MAX_UPLOAD_BYTES,
  uploadQuerySchema,
  uploadResultSchema,
} from '../../../shared/files/file-kinds';
import { msg } from '../../../shared/i18n/msg';
import { entityId } from '../../../shared/ids';
import { MATERIAL_LOGIN_REQUIRED } from '../../../shared/materials/materials';
import { can, TRAINER_TOOLS_RESTRICTED } from '../../../shared/roles';
import { AppError } from '../../errors';
import { clientAddress, rateLimitGuard } from '../../lib/rate-limit';
import { readSessionUser, requireUser, signedInUser } from '../auth/service';
import { isMalformedMultipart, malformedUpload } from './multipart-errors';
import { fileTooLarge, sendItemImage, sendOwnFile, storeUpload } from './store';

/** The multipart field that carries the upload. */
const FILE_FIELD = 'file';

const fileParamsSchema = z.object({ fileId: entityId('The file id') });

const noFile = () =>
  new AppError('no_file', {
    status: 400,
    message: msg('No file was sent. Choose a file and upload it as multipart/form-data in the field "{{fileField}}".', {
      fileField: FILE_FIELD,
    }),
  });

/**
 * preHandler of an upload: 401 signed out (for a material, spec §5's 'You must be logged in to
 * submit training materials.'); for `material`, 403 TRAINER_TOOLS_RESTRICTED unless the user holds
 * `trainerTools`; a `course-cover`, 403 unless the user may create courses; an `item-image`, 403 unless the user may create tests (instructors, admins); a `document` is any signed-in user's. Runs before a byte of the file is read.
 */
async function mayUpload(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  request.user = await readSessionUser(request, reply);
  const material = (request.query as { purpose?: FilePurpose }).purpose === 'material';
  if (!request.user) {
    throw new AppError('not_signed_in', {
      status: 401,
      message: material ? MATERIAL_LOGIN_REQUIRED : msg('Please sign in to continue.'),
    });
  }
  if (material && !can(request.user, 'trainerTools')) {
    throw new AppError('forbidden', { status: 403, message: TRAINER_TOOLS_RESTRICTED });
  }
  // Issue 27 item 1: a course's cover image is uploaded by those who create courses.
  if ((request.query as { purpose?: FilePurpose }).purpose === 'course-cover' && !can(request.user, 'createCourses')) {
    throw new AppError('forbidden', {
      status: 403,
      message: msg('Only trainers and admins upload course cover images.'),
    });
  }
  // Issue 28 item 1: an authored item's exhibit image is uploaded by those who create tests.
  if ((request.query as { purpose?: FilePurpose }).purpose === 'item-image' && !can(request.user, 'createTests')) {
    throw new AppError('forbidden', { status: 403, message: msg('Only instructors and admins upload item images.') });
  }
}

/**
 * The file store's routes (docs/architecture.md §8): POST /api/files?purpose= uploads one file, GET
 * /api/files/:fileId gives it back to its owner (and admins), GET /api/files/item-images/:fileId
 * gives an item image to anyone. Multipart parsing is registered here
 * only, limited to one file of at most MAX_UPLOAD_BYTES and a few small fields; each user uploads
 * at most `uploadsPerHour` files an hour (UPLOADS_PER_HOUR).
 */
export const fileRoutes: FastifyPluginAsyncZod<{ uploadsPerHour: number }> = async (app, { uploadsPerHour }) => {
  const uploadsPerUser = rateLimitGuard(app, {
    name: 'uploads-user',
    max: uploadsPerHour,
    windowMs: 60 * 60 * 1000,
    key: (request) => request.user?.id ?? clientAddress(request),
    message: msg('You have uploaded many files in a short time.'),
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  const tags = ['files'];

  /**
   * POST /api/files?purpose=material|document, multipart with the file in field `file` -> 201
   * { file } (its cleaned name, detected type, size in bytes). Errors, nothing stored: 401; 403 a
   * material without trainer tools; 413 over 10 MB; 400 no file, an empty file, or content that
   * is not one of the purpose's types (a renamed executable, plain text), or a body that is not
   * well-formed multipart (no boundary, cut short: upload_malformed, logged as a warning).
   */
  app.post(
    '/',
    {
      preHandler: [mayUpload, uploadsPerUser],
      schema: {
        tags,
        summary: 'Upload a file (multipart/form-data, field "file", at most 10 MB)',
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: { 201: uploadResultSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw noFile();
      let part: Awaited<ReturnType<typeof request.file>>;
      let data: Buffer;
      try {
        part = await request.file();
        if (!part) throw noFile();
        if (part.fieldname !== FILE_FIELD) {
          part.file.resume();
          throw noFile();
        }
        data = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw fileTooLarge();
        if (isMalformedMultipart(error)) throw malformedUpload(request.log, error);
        throw error;
      }
      if (part.file.truncated) throw fileTooLarge();
      const file = await storeUpload(
        app.db,
        { ownerId: signedInUser(request).id, purpose: request.query.purpose, name: part.filename, data },
        app.clock(),
      );
      return reply.code(201).send({ file });
    },
  );

  /**
   * GET /api/files/item-images/:fileId -> an item image (a file uploaded for `item-image`: PNG or
   * JPEG), to anyone, signed in or not: candidates and reviewers see the exhibits and charts of
   * authored items (issue 28 item 1). Cached for a year (a stored file never changes). 404 for any
   * other file (a material, a document), one that does not exist, or a malformed id.
   */
  app.get(
    '/item-images/:fileId',
    {
      schema: {
        tags,
        summary: 'An image of an authored item (public)',
        params: fileParamsSchema,
        response: { ...errorResponses(404) },
      },
    },
    async (request, reply) => sendItemImage(app.db, reply, request.params.fileId),
  );

  /** GET /api/files/:fileId -> the file, to its owner and to admins; 404 for anyone else; 401 signed out. */
  app.get(
    '/:fileId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Download a file you uploaded',
        params: fileParamsSchema,
        response: { ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const reader = signedInUser(request);
      return sendOwnFile(app.db, reply, {
        fileId: request.params.fileId,
        readerId: reader.id,
        anyOwner: can(reader, 'adminFeatures'),
      });
    },
  );
};
