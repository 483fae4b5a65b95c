import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/api-error-schema';
import { ITEM_IMPORT_RESTRICTED, ITEMS_SKIPPED_HEADER } from '../../../shared/item-bank/import-export';
import { exportQuerySchema } from '../../../shared/item-bank/schemas';
import { requireCapability, signedInUser } from '../auth/service';
import { exportItems } from './export-items';
import type { WrittenFile } from './formats/types';

/** Answers a written file as a download, with the number of items skipped in its header. */
function sendAttachment(reply: FastifyReply, file: WrittenFile, skipped: number): FastifyReply {
  return (
    reply
      .header('content-type', file.contentType)
      // The name is ours (nightingale-shared-bank.gift, nightingale-my-items.zip...), never the user's.
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header(ITEMS_SKIPPED_HEADER, String(skipped))
      .send(file.body)
  );
}

/**
 * The item bank's export (issue 28 item 4), registered under /api/item-bank. Instructors and
 * admins only (`createTests`): 401 signed out, 403 others.
 */
export const itemExportRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/item-bank/export?format=gift|moodle-xml|qti3&scope=mine|shared -> the file as an
   * attachment (Content-Disposition with a safe file name; text/plain for GIFT, application/xml
   * for Moodle XML, application/zip for a QTI 3 package), with `X-Items-Skipped: N`, the number
   * of items not written (case studies, items the format cannot carry, her items failing today's
   * checks). `mine`: her items' working versions (not retired) that pass the checks; `shared`: the
   * shared bank's active items. 400 an unknown format or scope.
   */
  app.get(
    '/export',
    {
      preHandler: requireCapability('createTests', { forbidden: ITEM_IMPORT_RESTRICTED }),
      schema: {
        tags: ['item-bank'],
        summary: 'Export items as GIFT, Moodle XML or a QTI 3 package (a file download)',
        querystring: exportQuerySchema,
        response: { ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { format, scope } = request.query;
      const { file, skipped } = await exportItems(app.db, { format, scope, ownerId: signedInUser(request).id });
      return sendAttachment(reply, file, skipped.length);
    },
  );
};
