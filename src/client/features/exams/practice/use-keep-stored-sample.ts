import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { invalidateQueries, queryKeys } from '../../../lib/query-keys';
import { clearStoredAttemptId, readStoredAttemptId } from '../stored-attempt';
import { keepSample } from './api/keep-sample';

/**
 * Keeps the Free Sample this browser took as a visitor for the user now signed in (issue 25 item
 * 1: "the sample test a visitor took is kept when she then signs up"), once per page visit: the
 * remembered attempt is claimed (POST /api/exams/attempts/:id/keep), then every exam query is
 * refreshed so "Tests taken", recent activity and the history show it. The remembered id is
 * forgotten once kept, or on any final refusal (400, 404, or 409: already kept, older than 24 hours);
 * an unfinished sample (409 sample_unfinished) stays remembered (the sample test page takes it over). Failures are quiet:
 * the dashboard works without it. Returns nothing.
 */
export function useKeepStoredSample(signedIn: boolean): void {
  const queryClient = useQueryClient();
  const tried = useRef(false);
  useEffect(() => {
    if (!signedIn || tried.current) return;
    const attemptId = readStoredAttemptId();
    if (!attemptId) return;
    tried.current = true;
    keepSample(attemptId).then(
      async () => {
        clearStoredAttemptId();
        // A first load still on its way began before the sample was kept: an invalidation would
        // let it land (TanStack refetches only queries that already hold data), so it is cancelled
        // first and asked again.
        await Promise.all([
          queryClient.cancelQueries({ queryKey: queryKeys.exams }),
          queryClient.cancelQueries({ queryKey: queryKeys.studyPlan }),
        ]);
        await invalidateQueries(queryClient, queryKeys.exams, queryKeys.studyPlan);
      },
      (error: unknown) => {
        // Any 400/404/409 but an unfinished sample is final (unknown, already kept, older than 24
        // hours): asking again on every visit would never succeed.
        const gone =
          error instanceof ApiError &&
          (error.status === 404 || error.status === 400 || error.status === 409) &&
          error.code !== 'sample_unfinished';
        if (gone) clearStoredAttemptId();
      },
    );
  }, [signedIn, queryClient]);
}
