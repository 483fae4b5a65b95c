import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  assignableFormsSchema,
  assignmentBodySchema,
  assignmentDatesBodySchema,
  assignmentSummarySchema,
  classAssignmentParamsSchema,
  classBodySchema,
  classDetailSchema,
  classListSchema,
  classParamsSchema,
  classResultsSchema,
  classSummarySchema,
  inviteBodySchema,
  invitedSchema,
  memberParamsSchema,
} from '../../../shared/classes/schemas';
import { msg } from '../../../shared/i18n/msg';
import { requireCapability, signedInUser } from '../auth/service';
import { archiveAssignment, createAssignment, editAssignmentDates, getAssignableForms } from './assignments';
import { inviteStudents } from './invitations';
import {
  archiveClass,
  createClass,
  getClassDetail,
  listClasses,
  regenerateJoinCode,
  removeMember,
  renameClass,
} from './manage-classes';
import { getClassResults } from './results';

/** Instructors and admins (spec §6 "may create tests") manage classes; a student is refused with this sentence. */
export const CLASS_MANAGEMENT_FORBIDDEN = msg(
  'Only instructors and admins manage classes. Join a class with its code instead.',
);

const requireTeacher = requireCapability('createTests', { forbidden: CLASS_MANAGEMENT_FORBIDDEN });

/**
 * The instructor's side of classes (issue 28 item 5), under /api/classes: her classes (an admin:
 * every class), members, invitations, join code, assignments and results. 401 signed out, 403 a
 * student or trainer, 404 a class that is not hers (an admin sees all), 400 a broken rule with a
 * sentence, 409 an archived class.
 */
export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['classes'];

  /** GET /api/classes -> { classes: ClassSummary[] }. */
  app.get(
    '',
    {
      preHandler: requireTeacher,
      schema: { tags, summary: 'Her classes', response: { 200: classListSchema, ...errorResponses(401, 403) } },
    },
    async (request) => listClasses(app.db, signedInUser(request)),
  );

  /** POST /api/classes { name } -> 201 ClassSummary with a fresh join code. */
  app.post(
    '',
    {
      preHandler: requireTeacher,
      schema: {
        tags,
        summary: 'Create a class',
        body: classBodySchema,
        response: { 201: classSummarySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createClass(app.db, signedInUser(request), request.body)),
  );

  /** GET /api/classes/:classId -> ClassDetail (members, invitations, join code, assignments). */
  app.get(
    '/:classId',
    {
      preHandler: requireTeacher,
      schema: {
        tags,
        summary: 'A class with its members, invitations and assignments',
        params: classParamsSchema,
        response: { 200: classDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getClassDetail(app.db, signedInUser(request), request.params.classId, app.clock()),
  );

  /** PATCH /api/classes/:classId { name } -> ClassSummary (renamed). */
  app.patch(
    '/:classId',
    {
      preHandler: requireTeacher,
      schema: {
        tags,
        summary: 'Rename a class',
        params: classParamsSchema,
        body: classBodySchema,
        response: { 200: classSummarySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => renameClass(app.db, signedInUser(request), request.params.classId, request.body, app.clock()),
  );

  /** POST /api/classes/:classId/archive -> ClassSummary (archivedAt set). */
  app.post(
    '/:classId/archive',
    {
      preHandler: requireTeacher,
      schema: {
        tags,
        summary: 'Archive a class',
        params: classParamsSchema,
        response: { 200: classSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => archiveClass(app.db, signedInUser(request), request.params.classId, app.clock()),
  );

  /** POST /api/classes/:classId/join-code -> ClassSummary with a new join code. */
  app.post(
    '/:classId/join-code',
    {
      preHandler: requireTeacher,
      schema: {
        tags,
        summary: 'Give the class a new join code',
        params: classParamsSchema,
        response: { 200: classSummarySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => regenerateJoinCode(app.db, signedInUser(request), request.params.classId, app.clock()),
  );

  /** POST /api/classes/:classId/invitations { emails } -> { invited, alreadyMembers }; each invited address is emailed the join link. */
  app.post(
    '/:classId/invitations',
    {
      preHandler: requireTeacher,
      schema: {
        tags,
        summary: 'Invite students by email',
        params: classParamsSchema,
        body: inviteBodySchema,
        response: { 200: invitedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      inviteStudents(
        app.db,
        { mailer: app.mailer, log: request.log, publicUrl: app.publicUrl, language: request.language },
        signedInUser(request),
        request.params.classId,
        request.body,
        app.clock(),
      ),
  );

  /** DELETE /api/classes/:classId/members/:userId -> 204: the student is removed. */
  app.delete(
    '/:classId/members/:userId',
    {
      preHandler: requireTeacher,
      schema: {
        tags,
        summary: 'Remove a student from a class',
        params: memberParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeMember(app.db, signedInUser(request), request.params.classId, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  /** GET /api/classes/:classId/assignable-forms -> { forms: [{ id, title, kind, questionCount }] }. */
  app.get(
    '/:classId/assignable-forms',
    {
      preHandler: requireTeacher,
      schema: {
        tags,
        summary: 'The tests she may assign',
        params: classParamsSchema,
        response: { 200: assignableFormsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getAssignableForms(app.db, signedInUser(request), request.params.classId),
  );

  /** POST /api/classes/:classId/assignments { formId, title, opensAt, dueAt } -> 201 AssignmentSummary. */
  app.post(
    '/:classId/assignments',
    {
      preHandler: requireTeacher,
      schema: {
        tags,
        summary: 'Assign a test to the class',
        params: classParamsSchema,
        body: assignmentBodySchema,
        response: { 201: assignmentSummarySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createAssignment(app.db, signedInUser(request), request.params.classId, request.body, app.clock())),
  );

  /** PATCH /api/classes/:classId/assignments/:assignmentId { opensAt, dueAt } -> AssignmentSummary. */
  app.patch(
    '/:classId/assignments/:assignmentId',
    {
      preHandler: requireTeacher,
      schema: {
        tags,
        summary: 'Change an assignment’s dates',
        params: classAssignmentParamsSchema,
        body: assignmentDatesBodySchema,
        response: { 200: assignmentSummarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => editAssignmentDates(app.db, signedInUser(request), request.params, request.body, app.clock()),
  );

  /** DELETE /api/classes/:classId/assignments/:assignmentId -> 204: archived (its results kept). */
  app.delete(
    '/:classId/assignments/:assignmentId',
    {
      preHandler: requireTeacher,
      schema: {
        tags,
        summary: 'Archive an assignment',
        params: classAssignmentParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await archiveAssignment(app.db, signedInUser(request), request.params, app.clock());
      return reply.code(204).send(null);
    },
  );

  /** GET /api/classes/:classId/results -> ClassResults (current members only). */
  app.get(
    '/:classId/results',
    {
      preHandler: requireTeacher,
      schema: {
        tags,
        summary: 'The class’s results',
        params: classParamsSchema,
        response: { 200: classResultsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getClassResults(app.db, signedInUser(request), request.params.classId, app.clock()),
  );
};
