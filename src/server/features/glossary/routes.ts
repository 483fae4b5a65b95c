import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { errorResponses } from '../../../shared/api-error-schema';
import {
  GLOSSARY_EDITOR_CAPABILITY,
  glossaryEntrySchema,
  glossaryListSchema,
  glossaryTermParamsSchema,
  glossaryTermSchema,
} from '../../../shared/glossary/schemas';
import { requireCapability, signedInUser } from '../auth/service';
import { createGlossaryTerm, deleteGlossaryTerm, listGlossary, updateGlossaryTerm } from './glossary';

const tags = ['glossary'];

/**
 * The medical-English glossary at /api/glossary (issue 29 item 3): anyone reads it (the exam pages
 * show its definitions and translations in Tutor mode and review); admins and instructors add,
 * change and delete terms. A term without a definition, a source or all three translations is a 400
 * with a sentence saying which (glossaryEntrySchema).
 */
export const glossaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const editor = requireCapability(GLOSSARY_EDITOR_CAPABILITY);

  /** GET /api/glossary -> { terms } in force, alphabetical. */
  app.get(
    '/',
    { schema: { tags, summary: 'The glossary', response: { 200: glossaryListSchema, ...errorResponses(400) } } },
    async () => ({ terms: await listGlossary(app.db) }),
  );

  /** POST /api/glossary/terms {term, aliases?, definition, source, translations} -> 201 the term. 400, 401, 403, 409. */
  app.post(
    '/terms',
    {
      preHandler: editor,
      schema: {
        tags,
        summary: 'Add a glossary term',
        body: glossaryEntrySchema,
        response: { 201: glossaryTermSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const term = await createGlossaryTerm(app.db, signedInUser(request).id, request.body);
      return reply.code(201).send(term);
    },
  );

  /** PUT /api/glossary/terms/:termId with the whole entry -> the term. 400, 401, 403, 404, 409. */
  app.put(
    '/terms/:termId',
    {
      preHandler: editor,
      schema: {
        tags,
        summary: 'Change a glossary term',
        params: glossaryTermParamsSchema,
        body: glossaryEntrySchema,
        response: { 200: glossaryTermSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateGlossaryTerm(app.db, signedInUser(request).id, request.params.termId, request.body),
  );

  /** DELETE /api/glossary/terms/:termId -> 204; the term is retired. 400, 401, 403, 404. */
  app.delete(
    '/terms/:termId',
    {
      preHandler: editor,
      schema: {
        tags,
        summary: 'Delete a glossary term',
        params: glossaryTermParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteGlossaryTerm(app.db, signedInUser(request).id, request.params.termId);
      return reply.code(204).send(null);
    },
  );
};
