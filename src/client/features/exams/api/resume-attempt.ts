import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attempt, InProgressAttempt } from '../../../../shared/exams/attempt-schemas';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { getAttempt } from './get-attempt';

/** POST /api/exams/attempts/:attemptId/claim: the visitor's in-progress attempt becomes the signed-in reader's. */
const claimAttempt = (attemptId: string) =>
  apiRequest<InProgressAttempt>(`/exams/attempts/${attemptId}/claim`, { method: 'POST' });

/**
 * The attempt a browser remembers, to resume it: GET it (the server submits it first when its
 * time is up) and, for a signed-in reader, claim it while in progress, so a visitor who signed in
 * during the test takes it over and it counts for them (a refused claim keeps the attempt as it
 * was). Resolves to null when there is nothing to resume: the attempt is gone (404), the id is not
 * one (400), or it was exited. Throws ApiError for any other failure.
 */
export async function resumeAttempt(attemptId: string, signedIn: boolean): Promise<Attempt | null> {
  let attempt: Attempt;
  try {
    attempt = await getAttempt(attemptId);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
  if (attempt.status === 'in_progress' && signedIn) return claimAttempt(attempt.id).catch(() => attempt);
  return attempt.status === 'abandoned' ? null : attempt;
}

/** The resumed attempt, under ['exams', 'attempt', id, 'resume', signedIn]; asked once, never again by itself. */
export const resumeAttemptQuery = (attemptId: string, signedIn: boolean) =>
  queryOptions({
    queryKey: [...queryKeys.exams, 'attempt', attemptId, 'resume', signedIn],
    queryFn: () => resumeAttempt(attemptId, signedIn),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });

/** Resumes `attemptId` for a reader signed in or not (nothing asked while it is null or `enabled` is false). */
export function useResumeAttempt(attemptId: string | null, signedIn: boolean, enabled: boolean) {
  return useQuery({ ...resumeAttemptQuery(attemptId ?? '', signedIn), enabled: attemptId !== null && enabled });
}
