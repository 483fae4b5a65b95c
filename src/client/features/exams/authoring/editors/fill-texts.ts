/**
 * `value` with every empty string filled with a distinct text ("Text number 1", ...), as an author
 * fills a blank item's fields; for tests of the blank items and the preview.
 */
export function fillTexts(value: unknown, counter = { n: 0 }): unknown {
  if (value === '') {
    counter.n += 1;
    return `Text number ${counter.n}`;
  }
  if (Array.isArray(value)) return value.map((entry) => fillTexts(entry, counter));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, fillTexts(entry, counter)]));
  }
  return value;
}
