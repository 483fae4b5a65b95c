import { queryOptions } from '@tanstack/react-query';
import type { AttemptHistory, Progress } from '../../../../shared/exams/schemas';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/exams/progress: figures and achievements from my submitted attempts, under ['exams', 'progress']. */
export const progressQuery = queryOptions({
  queryKey: ['exams', 'progress'],
  queryFn: () => apiRequest<Progress>('/exams/progress'),
});

/** GET /api/exams/attempts: my attempt history, newest first, under ['exams', 'history']. */
export const historyQuery = queryOptions({
  queryKey: ['exams', 'history'],
  queryFn: () => apiRequest<AttemptHistory>('/exams/attempts'),
});
