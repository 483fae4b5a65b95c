import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SignedIn } from './accounts';
import { multipartBody } from './files';
import { TEST_ORIGIN } from './test-app';

/**
 * POST /api/item-bank/imports as `who` (signed out when null) with `data` as the file `fileName`
 * in the field `file`, the origin the CSRF check expects.
 */
export function postItemFile(
  app: FastifyInstance,
  who: SignedIn | null,
  fileName: string,
  data: Buffer | string,
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody([
    { field: 'file', filename: fileName, data: Buffer.isBuffer(data) ? data : Buffer.from(data) },
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/item-bank/imports',
    headers: { origin: TEST_ORIGIN, 'content-type': contentType, ...(who ? { cookie: who.cookie } : {}) },
    payload,
  });
}
