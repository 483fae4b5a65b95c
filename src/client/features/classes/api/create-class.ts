import type { ClassBody, ClassSummary } from '../../../../shared/classes/schemas';
import { apiRequest } from '../../../lib/api-client';
import { useClassMutation } from './class-mutation';

/** POST /api/classes { name } -> 201 the new class with its join code. */
export const createClass = (body: ClassBody) => apiRequest<ClassSummary>('/classes', { method: 'POST', body });

/** Creates a class. */
export function useCreateClass() {
  return useClassMutation(createClass);
}
