import { Button, Group, Text, Textarea } from '@mantine/core';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { insertBlank } from './cloze-blanks';
import { FieldProblems } from './h6-problem-list';

interface ClozeTextFieldProps {
  /** The field's visible label, e.g. "Sentence with blanks". */
  label: string;
  text: string;
  /** How many blanks the text may hold; Insert blank is disabled at this many. */
  maxBlanks: number;
  blankCount: number;
  /** The text as typed. */
  onText: (text: string) => void;
  /** A blank was inserted: the new text and the blank's index, where the caller inserts its part. */
  onInsert: (text: string, index: number) => void;
  problems: readonly string[];
  /** A sentence under the field on what the blanks are (a rationale's cause and effects). */
  hint?: string;
}

/** What a cloze editor (drop-down or token) is given besides how it names its blanks. */
export interface ClozeEditorProps<T> {
  item: T;
  onChange: (item: T) => void;
  problems: readonly string[];
  /** The text area's label. */
  textLabel: string;
  /** The fewest and most blanks the type allows. */
  blanks: { min: number; max: number };
  /** A sentence under the text on what the blanks are (a rationale's cause and effects). */
  hint?: string;
}

/**
 * The text of a cloze item with its blanks (issue 28 item 1; placeholders `{{0}}`, `{{1}}`, ... as
 * src/shared/items/cloze-text.ts reads them): a text area, and "Insert blank" which puts a blank
 * at the cursor (the end when the area was never focused), numbers the blanks again in reading
 * order and gives the caller the new blank's index. The field's problems show under it, then
 * `hint` (dimmed) when given.
 */
export function ClozeTextField({
  label,
  text,
  maxBlanks,
  blankCount,
  onText,
  onInsert,
  problems,
  hint,
}: ClozeTextFieldProps) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const cursor = useRef<number | null>(null);
  const problemsId = useId();
  const insert = () => {
    const at = cursor.current ?? text.length;
    const result = insertBlank(text, at);
    cursor.current = null;
    onInsert(result.text, result.index);
  };
  const remember = () => {
    cursor.current = area.current?.selectionStart ?? null;
  };
  return (
    <>
      <div>
        <Textarea
          ref={area}
          label={label}
          description={t('Blank 1 shows as {{first}}, blank 2 as {{second}}, and so on. Up to {{count}} blanks.', {
            first: '{{0}}',
            second: '{{1}}',
            count: maxBlanks,
          })}
          value={text}
          autosize
          minRows={3}
          onChange={(event) => {
            onText(event.currentTarget.value);
            cursor.current = event.currentTarget.selectionStart;
          }}
          onSelect={remember}
          onKeyUp={remember}
          onClick={remember}
          error={problems.length > 0 || undefined}
          aria-describedby={problems.length > 0 ? problemsId : undefined}
        />
        <FieldProblems problems={problems} id={problemsId} />
        <Group mt="xs">
          <Button variant="light" size="xs" onClick={insert} disabled={blankCount >= maxBlanks}>
            {t('Insert blank')}
          </Button>
        </Group>
      </div>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </>
  );
}

/**
 * "Remove blank i" of a cloze editor (1-based in its name), disabled at the type's fewest blanks;
 * `onRemove` takes the blank out of the text and its part out of the item.
 */
export function RemoveBlankButton({
  index,
  disabled,
  onRemove,
}: {
  index: number;
  disabled: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" color="red" size="xs" disabled={disabled} onClick={onRemove}>
      {t('Remove blank {{number}}', { number: index + 1 })}
    </Button>
  );
}
