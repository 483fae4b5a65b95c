import { z } from 'zod/mini';

/** The API's error shape as a schema, for the routes' response declarations (see api-error.ts). */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
