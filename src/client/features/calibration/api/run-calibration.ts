import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalibrationRunResponse } from '../../../../shared/calibration/item-statistics';
import { apiRequest } from '../../../lib/api-client';
import { itemStatisticsKey } from './get-item-statistics';

/**
 * POST /api/admin/calibration-runs (admins): runs the item calibration now and resolves, once it has
 * finished (a few seconds), to the run's summary. Throws ApiError with the server's sentence: 409
 * `calibration_running` while another run is in progress, 401/403.
 */
export const runCalibration = async () =>
  (await apiRequest<CalibrationRunResponse>('/admin/calibration-runs', { method: 'POST' })).run;

/** Runs the calibration, then refreshes every page of the item statistics (after a refusal too). */
export function useRunCalibration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runCalibration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemStatisticsKey }),
  });
}
