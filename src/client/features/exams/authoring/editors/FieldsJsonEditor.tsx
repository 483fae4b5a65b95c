import { Alert, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { authoredItemFields } from '../../../../../shared/items/fields';
import type { ItemType } from '../../../../../shared/items/registry';
import type { TypeEditorProps } from './editor-props';

/** The fields the page edits around every type's editor (fields.ts `authoredItemFields`, and `itemType`). */
const COMMON_FIELDS = new Set([...Object.keys(authoredItemFields), 'itemType']);

/** The type's own fields of `item` (options, keys, the type's parts), without the common ones. */
export function ownFields(item: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !COMMON_FIELDS.has(key)));
}

/**
 * The editor of a type with no dedicated editor yet (issue 28 item 1): the type's own fields as
 * formatted JSON in a monospace box, applied to the item as soon as it parses as an object; while
 * it does not, the parser's sentence shows and the item keeps its last good fields. Common fields
 * typed here are ignored (the page edits them).
 */
export function FieldsJsonEditor<T extends ItemType>({ item, onChange }: TypeEditorProps<T>) {
  const formatted = JSON.stringify(ownFields(item), null, 2);
  const [text, setText] = useState(formatted);
  const [parseError, setParseError] = useState<string | null>(null);
  // A change from outside (another type chosen, a reset) replaces the text when it no longer matches.
  useEffect(() => {
    setText((current) => {
      try {
        return JSON.stringify(JSON.parse(current)) === JSON.stringify(ownFields(item)) ? current : formatted;
      } catch {
        return current;
      }
    });
  }, [item, formatted]);
  const apply = (next: string) => {
    setText(next);
    try {
      const parsed: unknown = JSON.parse(next);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        setParseError('The fields must be one JSON object, like {"options": [...]}.');
        return;
      }
      setParseError(null);
      const common = Object.fromEntries(Object.entries(item).filter(([key]) => COMMON_FIELDS.has(key)));
      onChange({ ...ownFields(parsed), ...common } as typeof item);
    } catch (error) {
      setParseError(`This is not valid JSON yet: ${(error as Error).message}`);
    }
  };
  return (
    <Stack gap="xs">
      <Textarea
        label="The type's fields (JSON)"
        description="Options, keys and the type's parts, as docs/item-types.md writes them; applied as soon as they parse"
        value={text}
        onChange={(event) => apply(event.currentTarget.value)}
        autosize
        minRows={8}
        maxRows={30}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      {parseError && (
        <Alert color="red" variant="light" role="status">
          <Text size="sm">{parseError}</Text>
        </Alert>
      )}
    </Stack>
  );
}
