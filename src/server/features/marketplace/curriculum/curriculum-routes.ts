import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../shared/api-error-schema';
import { courseParamsSchema } from '../../../../shared/marketplace/courses';
import {
  curriculumOrderBodySchema,
  curriculumOutlineSchema,
  curriculumSchema,
  lessonBodySchema,
  lessonParamsSchema,
  newLessonBodySchema,
  sectionBodySchema,
  sectionParamsSchema,
} from '../../../../shared/marketplace/curriculum';
import { lessonItemsSchema } from '../../../../shared/marketplace/lesson-items';
import { optionalUser, requireUser, signedInUser } from '../../auth/service';
import {
  addLesson,
  addSection,
  deleteLesson,
  deleteSection,
  getCurriculum,
  getCurriculumOutline,
  renameSection,
  reorderCurriculum,
  updateLesson,
} from './curriculum';
import { listLessonItems } from './lesson-items';

/**
 * The course editor's curriculum (issue 27 item 1), registered under /api/courses: the course's
 * trainer (or an admin) reads the whole curriculum and adds, renames, deletes and reorders sections
 * and lessons. Every change answers 200 with the whole curriculum; 401 signed out, 403 another
 * trainer's course or item, 404 no such course/section/lesson/item, 400 a broken rule with a sentence.
 */
export const curriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['courses'];
  const answers = { 200: curriculumSchema, ...errorResponses(400, 401, 403, 404) };

  /** GET /api/courses/:courseId/curriculum -> { courseId, courseTitle, isPublished, sections: [{ id, title, lessons }] }. */
  app.get(
    '/:courseId/curriculum',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The curriculum of a course, for its editor',
        params: courseParamsSchema,
        response: answers,
      },
    },
    async (request) => getCurriculum(app.db, request.params.courseId, signedInUser(request), app.clock()),
  );

  /**
   * GET /api/courses/:courseId/curriculum/outline -> { sections: [{ id, title, lessons: [{ id, title, kind, isFreePreview }] }], lessonCount }
   * for everyone who may see the course (signed out too); 404 otherwise.
   */
  app.get(
    '/:courseId/curriculum/outline',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'The public outline of a course’s curriculum',
        params: courseParamsSchema,
        response: { 200: curriculumOutlineSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getCurriculumOutline(app.db, request.params.courseId, request.user),
  );

  /**
   * GET /api/courses/:courseId/curriculum/items -> { items: [{ kind, id, title, detail }] }: the
   * trainer's approved materials, videos and sessions still to come, which a lesson may hold.
   * The course's trainer or an admin; 401 signed out, 403 another's course, 404 no such course.
   */
  app.get(
    '/:courseId/curriculum/items',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'What the course’s trainer may put in a lesson',
        params: courseParamsSchema,
        response: { 200: lessonItemsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      items: await listLessonItems(app.db, request.params.courseId, signedInUser(request), app.clock()),
    }),
  );

  /** POST /api/courses/:courseId/curriculum/sections { title } -> the curriculum, the section added last. */
  app.post(
    '/:courseId/curriculum/sections',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Add a section',
        params: courseParamsSchema,
        body: sectionBodySchema,
        response: answers,
      },
    },
    async (request) =>
      addSection(
        app.db,
        { courseId: request.params.courseId, editor: signedInUser(request), title: request.body.title },
        app.clock(),
      ),
  );

  /** PATCH /api/courses/:courseId/curriculum/sections/:sectionId { title } -> the curriculum. */
  app.patch(
    '/:courseId/curriculum/sections/:sectionId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Rename a section',
        params: sectionParamsSchema,
        body: sectionBodySchema,
        response: answers,
      },
    },
    async (request) =>
      renameSection(
        app.db,
        { ...request.params, editor: signedInUser(request), title: request.body.title },
        app.clock(),
      ),
  );

  /** DELETE /api/courses/:courseId/curriculum/sections/:sectionId -> the curriculum, without the section and its lessons. */
  app.delete(
    '/:courseId/curriculum/sections/:sectionId',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'Delete a section and its lessons', params: sectionParamsSchema, response: answers },
    },
    async (request) => deleteSection(app.db, { ...request.params, editor: signedInUser(request) }, app.clock()),
  );

  /** POST /api/courses/:courseId/curriculum/lessons { sectionId, lesson } -> the curriculum, the lesson last in its section. */
  app.post(
    '/:courseId/curriculum/lessons',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Add a lesson',
        params: courseParamsSchema,
        body: newLessonBodySchema,
        response: answers,
      },
    },
    async (request) =>
      addLesson(
        app.db,
        {
          courseId: request.params.courseId,
          sectionId: request.body.sectionId,
          fields: request.body.lesson,
          editor: signedInUser(request),
        },
        app.clock(),
      ),
  );

  /** PUT /api/courses/:courseId/curriculum/lessons/:lessonId { lesson } -> the curriculum. */
  app.put(
    '/:courseId/curriculum/lessons/:lessonId',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'Edit a lesson', params: lessonParamsSchema, body: lessonBodySchema, response: answers },
    },
    async (request) =>
      updateLesson(
        app.db,
        { ...request.params, fields: request.body.lesson, editor: signedInUser(request) },
        app.clock(),
      ),
  );

  /** DELETE /api/courses/:courseId/curriculum/lessons/:lessonId -> the curriculum. */
  app.delete(
    '/:courseId/curriculum/lessons/:lessonId',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'Delete a lesson', params: lessonParamsSchema, response: answers },
    },
    async (request) => deleteLesson(app.db, { ...request.params, editor: signedInUser(request) }, app.clock()),
  );

  /** PUT /api/courses/:courseId/curriculum/order { sections: [{ id, lessonIds }] } -> the curriculum in that order. */
  app.put(
    '/:courseId/curriculum/order',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Reorder sections and lessons, moving lessons across sections',
        params: courseParamsSchema,
        body: curriculumOrderBodySchema,
        response: answers,
      },
    },
    async (request) =>
      reorderCurriculum(
        app.db,
        { courseId: request.params.courseId, body: request.body, editor: signedInUser(request) },
        app.clock(),
      ),
  );
};
