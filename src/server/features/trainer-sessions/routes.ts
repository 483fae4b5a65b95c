import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-error-schema';
import { TRAINER_TOOLS_RESTRICTED } from '../../../shared/roles';
import {
  bookedSessionListSchema,
  SESSION_LOGIN_REQUIRED,
  sessionBodySchema,
  sessionListQuerySchema,
  sessionListSchema,
  sessionParamsSchema,
  sessionResultSchema,
  trainerSessionsSchema,
} from '../../../shared/trainer-sessions/sessions';
import { optionalUser, requireCapability, requireUser, signedInUser } from '../auth/service';
import { listAvailableSessions, listBookedSessions } from './session-lists';
import { cancelSession, createSession, listTrainerSessions, updateSession } from './sessions';

/**
 * preHandler of the trainer's side: 401 with the spec's login sentence (§5) signed out, 403
 * `forbidden` with TRAINER_TOOLS_RESTRICTED without `trainerTools`.
 */
const requireTrainerTools = requireCapability('trainerTools', {
  signedOut: SESSION_LOGIN_REQUIRED,
  forbidden: TRAINER_TOOLS_RESTRICTED,
});

/** OpenAPI tags of the trainer's and the students' routes. */
const tags = ['sessions'];

/**
 * The trainer's one-on-one sessions (spec §2 "Trainer sessions", §4, §5 "Session"), at
 * /api/trainer/sessions: trainers and admins create, list, edit and cancel their own sessions.
 */
export const trainerSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * POST /api/trainer/sessions (sessionBodySchema: price in cents, start ISO 8601) -> 201 { session }
   * with status 'available' (§4). 400 with the broken rule (§5; a start not in the future).
   */
  app.post(
    '',
    {
      preHandler: requireTrainerTools,
      schema: {
        tags,
        summary: 'Create a session',
        body: sessionBodySchema,
        response: { 201: sessionResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ session: await createSession(app.db, signedInUser(request), request.body, app.clock()) }),
  );

  /** GET /api/trainer/sessions -> the trainer's own sessions, soonest first, with bookings and the side cards' figures. */
  app.get(
    '',
    {
      preHandler: requireTrainerTools,
      schema: {
        tags,
        summary: 'My sessions, their bookings and figures',
        response: { 200: trainerSessionsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listTrainerSessions(app.db, signedInUser(request), app.clock()),
  );

  /**
   * PUT /api/trainer/sessions/:sessionId with every field -> { session }. 404 not the reader's; 409
   * cancelled, started, or Max Students below the seats booked; 400 as for creation.
   */
  app.put(
    '/:sessionId',
    {
      preHandler: requireTrainerTools,
      schema: {
        tags,
        summary: 'Edit my session',
        params: sessionParamsSchema,
        body: sessionBodySchema,
        response: { 200: sessionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      session: await updateSession(
        app.db,
        { sessionId: request.params.sessionId, trainer: signedInUser(request), body: request.body },
        app.clock(),
      ),
    }),
  );

  /**
   * POST /api/trainer/sessions/:sessionId/cancel -> { session } cancelled, its bookings refunded.
   * 404 not the reader's; 409 already cancelled or started.
   */
  app.post(
    '/:sessionId/cancel',
    {
      preHandler: requireTrainerTools,
      schema: {
        tags,
        summary: 'Cancel my session and refund its bookings',
        params: sessionParamsSchema,
        response: { 200: sessionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      session: await cancelSession(
        app.db,
        { sessionId: request.params.sessionId, trainer: signedInUser(request) },
        app.clock(),
      ),
    }),
  );
};

/**
 * The sessions students can book (spec §2 "Trainer sessions", §4, §9), at /api/sessions: anyone
 * lists the sessions to come. A student books one through an order (POST /api/orders with kind
 * `session`, issue 26), a marketplace purchase once paid.
 */
export const sessionBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/sessions?trainerId= -> { sessions } not cancelled and still to come, soonest first,
   * each with seats taken and where the reader (signed in or not) stands.
   */
  app.get(
    '',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'Sessions students can book',
        querystring: sessionListQuerySchema,
        response: { 200: sessionListSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      sessions: await listAvailableSessions(
        app.db,
        { trainerId: request.query.trainerId, viewer: request.user },
        app.clock(),
      ),
    }),
  );

  /**
   * GET /api/sessions/booked -> { sessions } the reader booked, not cancelled and not ended, soonest
   * first, each with the place and, from 15 minutes before the start, the meeting link (else
   * `meetingUrlFrom`: when it appears; issue 27 item 3). 401 signed out.
   */
  app.get(
    '/booked',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My booked sessions, with where to join them',
        response: { 200: bookedSessionListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ sessions: await listBookedSessions(app.db, signedInUser(request), app.clock()) }),
  );
};
