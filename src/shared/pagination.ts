import { z } from 'zod/mini';
import { msg } from './i18n/msg';

/**
 * The page number of the paged lists (user management, the audit log, the inbox, the message
 * board; issue 12): one field for them all, so every list refuses the same pages with the same
 * sentence. Bounded, so an offset computed from it always fits the database's bigint (a page of
 * 1e18 would overflow it and fail as a 500 instead of a 400).
 */

/** The last page any list may ask for; past it a request is refused (400). */
export const MAX_PAGE = 10_000;

/** What a request with a page that is not a whole number from 1 to MAX_PAGE reads. */
export const PAGE_MESSAGE = msg('The page must be a whole number from 1 to 10,000.');

/** `?page=` of a paged list: a whole number from 1 to MAX_PAGE, 1 when absent (the query string's text coerced). */
export const pageNumber = z
  ._default(z.coerce.number({ error: PAGE_MESSAGE }), 1)
  .check(z.refine((value) => Number.isInteger(value) && value >= 1 && value <= MAX_PAGE, PAGE_MESSAGE));
