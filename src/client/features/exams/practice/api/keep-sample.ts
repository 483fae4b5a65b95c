import type { KeptSample } from '../../../../../shared/exams/practice-schemas';
import { apiRequest } from '../../../../lib/api-client';

/**
 * POST /api/exams/attempts/:attemptId/keep: the visitor's submitted Free Sample becomes the
 * signed-in user's (issue 25 item 1; within 24 hours, once). Throws ApiError: 401, 404, 409.
 */
export const keepSample = (attemptId: string) =>
  apiRequest<KeptSample>(`/exams/attempts/${attemptId}/keep`, { method: 'POST' });
