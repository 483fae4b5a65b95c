import { z } from 'zod/mini';
import { API_ERROR_CODES } from './api-error-codes';

/**
 * The API's error shape as a schema, for the routes' response declarations (see api-error.ts): an
 * error body whose code is not in API_ERROR_CODES fails the response check.
 */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(API_ERROR_CODES),
    message: z.string(),
  }),
});
