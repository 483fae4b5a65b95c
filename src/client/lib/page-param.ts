import { MAX_PAGE } from '../../shared/pagination';

/**
 * A page number read from the address (`?page=`, `?inboxPage=`…): the whole number from 1 to
 * MAX_PAGE (10,000, the API's limit) it holds, else 1 (missing, empty, 0, negative, fractional,
 * too large or not a number). Used by every paged list kept in the address: the message board and
 * the user management tabs.
 */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}
