import { type FormErrors, schemaResolver } from '@mantine/form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { translateText } from './i18n';

/**
 * Mantine's `schemaResolver(schema, { sync: true })` with every message in the interface's language
 * (issue 29 item 1): the shared zod schemas write their messages in English with `msg()`, and
 * translateText finds each one's translation. Use it wherever a form validates with a shared schema.
 */
export function translatedResolver(schema: StandardSchemaV1): (values: unknown) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => {
    const errors = resolve(values);
    return Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [
        field,
        typeof message === 'string' ? translateText(message) : message,
      ]),
    );
  };
}
