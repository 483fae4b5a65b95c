import { z } from 'zod/mini';
import { msg } from '../i18n/msg';
import { entityId } from '../ids';

/**
 * Small contracts of the item bank's import and export routes (issue 28 item 4) beside those of
 * `schemas.ts`: the import's path parameter, the accept answer, and the export's answer header.
 */

/** Params of POST /api/item-bank/imports/:importId/accept and DELETE /api/item-bank/imports/:importId. */
export const importParamsSchema = z.object({ importId: entityId(msg('The import id')) });

/** POST .../imports/:importId/accept: how many drafts were added, and their ids (in the file's order). */
export const acceptImportResultSchema = z.object({ added: z.int(), itemIds: z.array(z.string()) });
export type AcceptImportResult = z.infer<typeof acceptImportResultSchema>;

/** The export's answer header: how many items the file could not carry (each listed on the command line's report). */
export const ITEMS_SKIPPED_HEADER = 'x-items-skipped';

/** The file extensions the import accepts, for a file input's `accept`. */
export const IMPORT_ACCEPT = '.gift,.txt,.xml,.zip,.json,.csv';

/** What the import page and routes tell everyone but instructors and admins (spec §6: they "may create tests"). */
export const ITEM_IMPORT_RESTRICTED = msg(
  'Access Restricted: Only instructors and administrators may import and export items.',
);
