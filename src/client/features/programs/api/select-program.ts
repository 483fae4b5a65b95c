import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Enrolment, ProgramId } from '../../../../shared/programs/programs';
import { apiRequest } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';

/**
 * PUT /api/programs/enrolment { programId } (signed in; issue 13, spec §4 "select enabled only if
 * available"): enrols the student in the programme, or moves them to it (their documents stay on
 * file); the same programme again changes nothing. Resolves to the enrolment. Throws ApiError: 400
 * PROGRAM_NOT_FOUND or PROGRAM_COMING_SOON, 401 signed out.
 */
export const selectProgram = async (programId: ProgramId): Promise<Enrolment> =>
  (await apiRequest<{ enrolment: Enrolment }>('/programs/enrolment', { method: 'PUT', body: { programId } })).enrolment;

/**
 * Selects a programme, then refreshes what it changes: the programmes (the enrolment), the document
 * checklist (['documents']) and the application timeline (['tracking']: "programme selected").
 */
export function useSelectProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selectProgram,
    // Issue 26 item 5: a new programme opens its fee (the Payment Portal's pending payments).
    onSettled: () =>
      invalidateQueries(queryClient, queryKeys.programs, queryKeys.documents, queryKeys.tracking, queryKeys.payments),
  });
}
