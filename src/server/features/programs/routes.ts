import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  enrolmentBodySchema,
  enrolmentResponseSchema,
  programFeesResponseSchema,
  programsResponseSchema,
} from '../../../shared/programs/programs';
import { optionalUser, requireSignedIn, requireUser, signedInUser } from '../auth/service';
import { listOrdersOfKind } from '../payments/service';
import { enrolInProgram, listPrograms } from './enrolments';

/**
 * Program Selection (spec §2 "Program Selection", §4, §9; issue 13), at /api/programs: anyone
 * reads the catalogue; a signed-in user enrols in an available programme, or changes it.
 */
export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['programs'];

  /**
   * GET /api/programs -> ProgramsResponse { programs, enrolment }: the four programmes (fees in
   * whole USD, spec §9) and the viewer's enrolment (null when signed out or not enrolled). Anyone.
   */
  app.get(
    '/',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'The licensure programmes and your enrolment',
        response: { 200: programsResponseSchema },
      },
    },
    async (request) => listPrograms(app.db, request.user?.id ?? null),
  );

  /**
   * PUT /api/programs/enrolment { programId } -> 200 { enrolment }: enrols the signed-in user, or
   * changes their programme (documents on file stay); the same programme again answers the
   * enrolment unchanged. 401 'Please sign in to continue.'; 400 program_not_found
   * (PROGRAM_NOT_FOUND), 400 program_coming_soon (PROGRAM_COMING_SOON, spec §4). Nothing stored on refusal.
   */
  app.put(
    '/enrolment',
    {
      preValidation: requireSignedIn(),
      schema: {
        tags,
        summary: 'Enrol in a programme, or change it',
        body: enrolmentBodySchema,
        response: { 200: enrolmentResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      enrolment: await enrolInProgram(
        app.db,
        {
          userId: signedInUser(request).id,
          programId: request.body.programId,
          feeProvider: app.payments.provider.name,
        },
        app.clock(),
      ),
    }),
  );

  /**
   * GET /api/programs/fees -> { fees: Order[] }: the signed-in user's programme fees (issue 26
   * item 5), pending and paid, newest first: each with its amount (cents), due date and status,
   * paid through the checkout (POST /api/orders/:id/pay). 401 signed out.
   */
  app.get(
    '/fees',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'My programme fees',
        response: { 200: programFeesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      fees: await listOrdersOfKind(app.db, {
        buyerId: signedInUser(request).id,
        kind: 'programme_fee',
        statuses: ['pending', 'paid'],
      }),
    }),
  );
};
