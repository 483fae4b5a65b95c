import { queryOptions } from '@tanstack/react-query';
import type { CustomTestBody, FormSummary, FormsOverview } from '../../../../shared/exams/schemas';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/exams/forms: the forms the reader sees, capped by their maximum, cached under ['exams', 'forms']. */
export const formsQuery = queryOptions({
  queryKey: ['exams', 'forms'],
  queryFn: () => apiRequest<FormsOverview>('/exams/forms'),
});

/** POST /api/exams/custom-tests: saves a custom test (instructors and admins); invalidate formsQuery after. */
export const createCustomTest = (body: CustomTestBody) =>
  apiRequest<FormSummary>('/exams/custom-tests', { method: 'POST', body });

/** DELETE /api/exams/custom-tests/:formId: deletes one of my custom tests. */
export const deleteCustomTest = (formId: string) =>
  apiRequest(`/exams/custom-tests/${encodeURIComponent(formId)}`, { method: 'DELETE' });
