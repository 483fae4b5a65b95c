const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `id` could be a row id (a UUID): anything else names no row, so a query for it can be skipped. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** The distinct ids of `ids` that could be row ids (isUuid), in their first order: the rest name no row. */
export function uuidsAmong(ids: readonly string[]): string[] {
  return [...new Set(ids.filter(isUuid))];
}

/** A LIKE pattern matching text that contains `search`, whose % _ and \ match themselves. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
