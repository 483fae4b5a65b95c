import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  attachableSchema,
  courseContentParamsSchema,
  courseContentsBodySchema,
  courseContentsSchema,
  courseOutlineSchema,
} from '../../../shared/marketplace/course-contents';
import { courseParamsSchema } from '../../../shared/marketplace/courses';
import { optionalUser, requireUser, signedInUser } from '../auth/service';
import { sendStoredFile } from '../files/service';
import {
  findContentFile,
  getCourseContents,
  getCourseOutline,
  listAttachable,
  setCourseContents,
} from './course-contents';

/**
 * What a buyer of a course gets (issue 11): the outline for everyone who may see the course; the
 * contents (materials with their files, videos, sessions) for its buyers, its trainer and admins;
 * the trainer's editing of the list. Registered under /api/courses.
 */
export const courseContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['courses'];

  /** GET /api/courses/:courseId/outline -> { items, canOpen, canEdit }. 404 when the reader may not see the course. */
  app.get(
    '/:courseId/outline',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'The outline of a course: the kinds and titles of what it contains',
        params: courseParamsSchema,
        response: { 200: courseOutlineSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getCourseOutline(app.db, request.params.courseId, request.user, app.clock()),
  );

  /** GET /api/courses/:courseId/contents -> { items }. 401 signed out; 403 unless a buyer, its trainer or an admin. */
  app.get(
    '/:courseId/contents',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The contents of a course, for its buyers, its trainer and admins',
        params: courseParamsSchema,
        response: { 200: courseContentsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getCourseContents(app.db, request.params.courseId, signedInUser(request), app.clock()),
  );

  /**
   * PUT /api/courses/:courseId/contents { items: [{ kind, id }] } -> the new outline. The course's
   * trainer or an admin; each item the trainer's approved material, video or session (400 otherwise).
   */
  app.put(
    '/:courseId/contents',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Set what a course contains, in order',
        params: courseParamsSchema,
        body: courseContentsBodySchema,
        response: { 200: courseOutlineSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setCourseContents(
        app.db,
        { courseId: request.params.courseId, editor: signedInUser(request), body: request.body },
        app.clock(),
      ),
  );

  /** GET /api/courses/:courseId/attachable -> { items } the trainer's approved materials, videos and upcoming sessions. */
  app.get(
    '/:courseId/attachable',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'What the course’s trainer may attach to it',
        params: courseParamsSchema,
        response: { 200: attachableSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      items: await listAttachable(app.db, request.params.courseId, signedInUser(request), app.clock()),
    }),
  );

  /** GET /api/courses/:courseId/contents/materials/:materialId/file -> the material's upload, for those who may open the contents. */
  app.get(
    '/:courseId/contents/materials/:materialId/file',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Download a file of a course’s material',
        params: courseContentParamsSchema,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const fileId = await findContentFile(app.db, {
        courseId: request.params.courseId,
        materialId: request.params.materialId,
        viewer: signedInUser(request),
      });
      return sendStoredFile(app.db, reply, fileId);
    },
  );
};
