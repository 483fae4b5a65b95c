/**
 * Where an item image is shown from (issue 28 item 1): GET /api/files/item-images/:fileId serves a
 * file uploaded for `item-image` to anyone (candidates, reviewers, signed out), so an exhibit or
 * chart image block keeps that address in its `src`.
 */

/** The route that serves item images, by file id. */
export const ITEM_IMAGES_PATH = '/api/files/item-images';

/** The address of item image `fileId` (its block's `src`). */
export function itemImageSrc(fileId: string): string {
  return `${ITEM_IMAGES_PATH}/${encodeURIComponent(fileId)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The uploader-only download address (GET /api/files/:id) an early editor stored. */
const OWN_FILE = /^\/api\/files\/([0-9a-f-]{36})$/i;

/**
 * The address an image block's `src` is shown from: a bare file id (a UUID, as an early chart
 * editor stored it) or the uploader-only `/api/files/:id` becomes the public item-image route;
 * any other address (the route itself, a `data:` URL, a path of the app) is kept as it is.
 */
export function shownImageSrc(src: string): string {
  const trimmed = src.trim();
  if (UUID.test(trimmed)) return itemImageSrc(trimmed);
  const own = OWN_FILE.exec(trimmed)?.[1];
  return own && UUID.test(own) ? itemImageSrc(own) : src;
}
