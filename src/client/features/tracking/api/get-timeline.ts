import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Timeline } from '../../../../shared/tracking/tracking';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/tracking (signed in; 401 signed out): the viewer's licensure journey, the ten steps of
 * APPLICATION_STEPS in order, each with its status, date completed and due date (YYYY-MM-DD), and
 * the support team's note (issue 13 "Application tracking").
 */
export const getTimeline = () => apiRequest<Timeline>('/tracking');

/** The viewer's timeline, under ['tracking'] (the page and the dashboard's deadlines share it). */
export const timelineQuery = (viewerId: string) =>
  queryOptions({
    queryKey: [...queryKeys.tracking, 'mine', viewerId],
    queryFn: getTimeline,
  });

/** The signed-in viewer's timeline (nothing asked while `viewerId` is null). */
export function useTimeline(viewerId: string | null) {
  return useQuery({ ...timelineQuery(viewerId ?? ''), enabled: viewerId !== null });
}
