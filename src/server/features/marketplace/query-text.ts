const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` could be a row id of the marketplace (a UUID); anything else names no row. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** A LIKE pattern matching text that contains `search`, whose % _ and \ match themselves. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
