import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateVerification } from '../../../../shared/marketplace/course-player';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/certificates/:certificateId: a certificate as anyone may verify it (404 `certificate_not_found`). */
export const getCertificate = (certificateId: string) =>
  apiRequest<CertificateVerification>(`/certificates/${encodeURIComponent(certificateId)}`);

/** One certificate's verification, under ['courses', 'certificate', id]. */
export const certificateQuery = (certificateId: string) =>
  queryOptions({
    queryKey: [...queryKeys.courses, 'certificate', certificateId],
    queryFn: () => getCertificate(certificateId),
    retry: false,
  });

/** The verification of certificate `certificateId`. */
export function useCertificate(certificateId: string) {
  return useQuery(certificateQuery(certificateId));
}
