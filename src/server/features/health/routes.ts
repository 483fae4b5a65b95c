import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    status: z.enum(['up', 'down']),
  }),
});

/** GET /api/health -> 200 when the database answers, 503 when it does not; the body says which driver. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['health'],
        summary: 'Service and database state',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const driver = app.database.driver;
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: { driver, status: 'up' as const } };
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        return reply.code(503).send({ status: 'unavailable', database: { driver, status: 'down' } });
      }
    },
  );
};
