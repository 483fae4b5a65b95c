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

/**
 * The response declarations of a route's refusals: the API's error shape for each of `statuses`,
 * e.g. `response: { 200: resultSchema, ...errorResponses(400, 401, 404) }`.
 */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}
