import type { JoinBody, JoinedClass } from '../../../../shared/classes/schemas';
import { apiRequest } from '../../../lib/api-client';
import { useClassMutation } from './class-mutation';

/** POST /api/classes/join { code } -> { classId, className }; 400 class_code_unknown with a sentence. */
export const joinClass = (body: JoinBody) => apiRequest<JoinedClass>('/classes/join', { method: 'POST', body });

/** Joins a class by its code. */
export function useJoinClass() {
  return useClassMutation(joinClass);
}
