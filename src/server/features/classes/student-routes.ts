import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  assignmentParamsSchema,
  classParamsSchema,
  invitationParamsSchema,
  joinBodySchema,
  joinedClassSchema,
  myAssignmentsSchema,
  myInvitationsSchema,
  startedAssignmentSchema,
} from '../../../shared/classes/schemas';
import { msg } from '../../../shared/i18n/msg';
import { AppError } from '../../errors';
import { requireUser, signedInUser } from '../auth/service';
import { acceptInvitation, listMyInvitations } from './invitations';
import { joinByCode, leaveClass } from './membership';
import { listMyAssignments, startAssignment } from './my-assignments';

/** The sentence of a 403 when an instructor, admin or trainer tries to join a class. */
export const JOIN_STUDENTS_ONLY = msg(
  'Only students join classes. Instructors create their own classes from the Classes page.',
);

/** A preHandler: signed in, and a student (others 403 with JOIN_STUDENTS_ONLY). */
async function requireStudent(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (signedInUser(request).role !== 'student') {
    throw new AppError('forbidden', { status: 403, message: JOIN_STUDENTS_ONLY });
  }
}

/**
 * The student's side of classes (issue 28 item 5), under /api/classes: her invitations, joining by
 * code or invitation, leaving, her assignments and starting one. 401 signed out.
 */
export const studentClassRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['classes'];

  /** GET /api/classes/my-assignments -> { assignments: MyAssignment[] } (open, overdue, upcoming, done). */
  app.get(
    '/my-assignments',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Her class assignments',
        response: { 200: myAssignmentsSchema, ...errorResponses(401) },
      },
    },
    async (request) => listMyAssignments(app.db, signedInUser(request), app.clock()),
  );

  /** POST /api/classes/assignments/:assignmentId/start -> { attemptId, formKind }: open it with attemptHref. */
  app.post(
    '/assignments/:assignmentId/start',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Start or resume a class assignment',
        params: assignmentParamsSchema,
        response: { 200: startedAssignmentSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => startAssignment(app.db, signedInUser(request), request.params.assignmentId, app.clock()),
  );

  /** GET /api/classes/my-invitations -> { invitations }: those addressed to her email. */
  app.get(
    '/my-invitations',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Her class invitations',
        response: { 200: myInvitationsSchema, ...errorResponses(401) },
      },
    },
    async (request) => listMyInvitations(app.db, signedInUser(request)),
  );

  /** POST /api/classes/invitations/:invitationId/accept -> { classId, className }. Students only. */
  app.post(
    '/invitations/:invitationId/accept',
    {
      preHandler: requireStudent,
      schema: {
        tags,
        summary: 'Accept a class invitation',
        params: invitationParamsSchema,
        response: { 200: joinedClassSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => acceptInvitation(app.db, signedInUser(request), request.params.invitationId, app.clock()),
  );

  /** POST /api/classes/join { code } -> { classId, className }. Students only; 400 class_code_unknown. */
  app.post(
    '/join',
    {
      preHandler: requireStudent,
      schema: {
        tags,
        summary: 'Join a class by its code',
        body: joinBodySchema,
        response: { 200: joinedClassSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => joinByCode(app.db, signedInUser(request), request.body, app.clock()),
  );

  /** POST /api/classes/:classId/leave -> 204. 404 when she is not in it. */
  app.post(
    '/:classId/leave',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Leave a class',
        params: classParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await leaveClass(app.db, signedInUser(request), request.params.classId);
      return reply.code(204).send(null);
    },
  );
};
