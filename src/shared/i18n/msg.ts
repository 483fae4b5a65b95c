/**
 * Marks `key` (English, the spec's words) as a string of the interface so the catalog check finds
 * it (src/locales/catalogs.test.ts), and returns it in English with `{{name}}` placeholders filled
 * from `values`. Used where a string is written outside a `t()` call: a zod schema's message, a
 * server error, a constant a component translates later with `t(text)`. The English text is its own
 * key (decision 025); `translateMessage` finds the key of a filled-in message again.
 *
 * @example msg('{{field}} must be at most {{max}} characters.', { field: 'The title', max: 200 })
 */
export function msg(key: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return key;
  return key.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
