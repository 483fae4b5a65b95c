import { Button, Checkbox, Fieldset, Group, Stack, Text, Textarea } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parsePassage, spanTexts } from '../../../../../shared/items/highlight-text/passage';
import type { TypeEditorProps } from './editor-props';
import { indexAfterInsert, keysAfterRemove, toggleKey } from './parts/h6-list';
import { FieldProblems, TopProblems } from './parts/h6-problem-list';
import { placeProblems } from './parts/h6-problems';
import { markSpan, unmarkSpan } from './parts/highlight-spans';

/**
 * The editor of a highlight-text item's own fields (issue 28 item 1; schema
 * src/shared/items/highlight-text/schemas.ts): the passage, where the author selects words and
 * presses "Mark selection as span" (the words go inside `[[...]]`; 2 to 10 spans), and the list of
 * its spans, each with a checkbox "Span i is a key" and "Unmark span i"; the keys follow their spans
 * when a span is marked or unmarked before them. A passage whose markup is wrong says why under it.
 */
export function HighlightTextEditor({ item, onChange, problems }: TypeEditorProps<'highlight-text'>) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const selection = useRef<{ start: number; end: number }>({ start: 0, end: 0 });
  const [markError, setMarkError] = useState<string | null>(null);
  const passageProblemsId = useId();
  const parsed = parsePassage(item.passage);
  const spans = 'runs' in parsed ? spanTexts(parsed.runs) : [];
  const placed = placeProblems(problems, ['passage', 'correctAnswers']);
  const passageProblems = [
    ...(markError ? [markError] : []),
    ...('error' in parsed && !placed.at('passage').includes(parsed.error) && item.passage !== '' ? [parsed.error] : []),
    ...placed.at('passage'),
  ];
  const remember = () => {
    const element = area.current;
    if (element) selection.current = { start: element.selectionStart, end: element.selectionEnd };
  };
  const mark = () => {
    const result = markSpan(item.passage, selection.current.start, selection.current.end);
    if ('error' in result) {
      setMarkError(result.error);
      return;
    }
    setMarkError(null);
    selection.current = { start: 0, end: 0 };
    onChange({
      ...item,
      passage: result.passage,
      correctAnswers: item.correctAnswers.map((key) => indexAfterInsert(key, result.index)),
    });
  };
  return (
    <Stack gap="md">
      <TopProblems problems={placed.top} />
      <div>
        <Textarea
          ref={area}
          label={t('Passage')}
          description={t(
            'Select the words a candidate may highlight (a finding, a phrase) and press Mark selection as span; they show as [[...]].',
          )}
          value={item.passage}
          autosize
          minRows={4}
          onChange={(event) => {
            setMarkError(null);
            onChange({ ...item, passage: event.currentTarget.value });
          }}
          onSelect={remember}
          onKeyUp={remember}
          onMouseUp={remember}
          error={passageProblems.length > 0 || undefined}
          aria-describedby={passageProblems.length > 0 ? passageProblemsId : undefined}
        />
        <FieldProblems problems={passageProblems} id={passageProblemsId} />
        <Group mt="xs">
          <Button variant="light" size="xs" onMouseDown={(event) => event.preventDefault()} onClick={mark}>
            {t('Mark selection as span')}
          </Button>
        </Group>
      </div>
      <Fieldset legend={t('Spans and key')} variant="filled">
        <Stack gap="xs">
          {spans.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('No spans yet: mark 2 to 10 in the passage.')}
            </Text>
          )}
          {spans.map((span, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: span i is numbered by its place in the passage.
            <Group key={index} gap="xs" wrap="nowrap" justify="space-between">
              <Checkbox
                label={
                  <>
                    {t('Span {{number}} is a key:', { number: index + 1 })} <q lang="en">{span}</q>
                  </>
                }
                aria-label={t('Span {{number}} is a key', { number: index + 1 })}
                checked={item.correctAnswers.includes(index)}
                onChange={(event) =>
                  onChange({
                    ...item,
                    correctAnswers: toggleKey(item.correctAnswers, index, event.currentTarget.checked),
                  })
                }
                style={{ minWidth: 0, overflowWrap: 'anywhere' }}
              />
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={() =>
                  onChange({
                    ...item,
                    passage: unmarkSpan(item.passage, index),
                    correctAnswers: keysAfterRemove(item.correctAnswers, index),
                  })
                }
              >
                {t('Unmark span {{number}}', { number: index + 1 })}
              </Button>
            </Group>
          ))}
        </Stack>
        <FieldProblems problems={placed.at('correctAnswers')} />
      </Fieldset>
    </Stack>
  );
}
