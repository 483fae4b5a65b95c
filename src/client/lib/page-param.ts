/**
 * A page number read from the address (`?page=`, `?inboxPage=`…): the whole number from 1 it
 * holds, else 1 (missing, empty, 0, negative, fractional or not a number). Used by every paged
 * list kept in the address: the message board and the user management tabs.
 */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
