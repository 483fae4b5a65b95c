import { Button, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DRAG_AND_DROP_TOKENS } from '../../../../../../shared/items/drag-and-drop-cloze/schemas';
import { optionLetter } from '../../../../../../shared/items/option-letters';
import { removeBlank } from './cloze-blanks';
import { type ClozeEditorProps, ClozeTextField, RemoveBlankButton } from './cloze-text-field';
import { chooseToken, insertTokenBlank, moveToken, removeToken, type TokenFields } from './cloze-token-edits';
import { insertAt, removeAt, replaceAt } from './h6-list';
import { FieldProblems, TopProblems } from './h6-problem-list';
import { placeProblems } from './h6-problems';
import { RowButtons } from './h6-row-buttons';

interface ClozeTokenEditorProps<T extends TokenFields> extends ClozeEditorProps<T> {
  /** Blank i's name as its select's label says it: "Token for blank 1", "Token for blank 1: the cause". */
  blankName: (index: number, count: number) => string;
}

/**
 * The own fields of a drag-and-drop cloze or rationale item (issue 28 item 1): the text with
 * "Insert blank" at the cursor; the shared token pool (4 to 10 tokens, lettered A-J as the
 * candidate sees them, each with Move up, Move down and Remove, and "Add token"); and per blank a
 * select "Token for blank i" naming the token that fills it (a token fills one blank: choosing
 * another blank's token swaps the two). Problems show under the text, the pool or the blanks they
 * name, else at the top.
 */
export function ClozeTokenEditor<T extends TokenFields>({
  item,
  onChange,
  problems,
  textLabel,
  blanks,
  blankName,
  hint,
}: ClozeTokenEditorProps<T>) {
  const count = item.correctAnswers.length;
  const { t } = useTranslation();
  const placed = placeProblems(problems, ['text', 'tokens', 'correctAnswers']);
  const tokenChoices = item.tokens.map((token, index) => ({
    value: String(index),
    label: `${optionLetter(index)}. ${token || t('(empty)')}`,
  }));
  return (
    <Stack gap="md">
      <TopProblems problems={placed.top} />
      <ClozeTextField
        label={textLabel}
        text={item.text}
        maxBlanks={blanks.max}
        blankCount={count}
        onText={(text) => onChange({ ...item, text })}
        onInsert={(text, index) => onChange(insertTokenBlank(item, text, index))}
        problems={placed.at('text')}
        hint={hint}
      />
      <Fieldset legend={t('Token pool')} variant="filled">
        <Stack gap="xs">
          {item.tokens.map((token, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tokens are edited in place; their index is their identity.
            <Group key={index} gap="xs" wrap="nowrap">
              <TextInput
                aria-label={t('Token {{letter}}', { letter: optionLetter(index) })}
                leftSection={<span aria-hidden="true">{optionLetter(index)}</span>}
                value={token}
                onChange={(event) =>
                  onChange({ ...item, tokens: replaceAt(item.tokens, index, event.currentTarget.value) })
                }
                style={{ flex: 1, minWidth: 0 }}
              />
              <RowButtons
                name={t('token {{letter}}', { letter: optionLetter(index) })}
                index={index}
                count={item.tokens.length}
                min={DRAG_AND_DROP_TOKENS.min}
                onMove={(from, to) => onChange(moveToken(item, from, to))}
                onRemove={(at) => onChange(removeToken(item, at))}
              />
            </Group>
          ))}
        </Stack>
        <FieldProblems problems={placed.at('tokens')} />
        <Button
          mt="xs"
          variant="subtle"
          size="xs"
          disabled={item.tokens.length >= DRAG_AND_DROP_TOKENS.max}
          onClick={() => onChange({ ...item, tokens: insertAt(item.tokens, '') })}
        >
          {t('Add token')}
        </Button>
      </Fieldset>
      <Fieldset legend={t('Key: the token of each blank')} variant="filled">
        <Stack gap="xs">
          {count === 0 && (
            <Text size="sm" c="dimmed">
              {t('No blanks yet: put the cursor in the text and press Insert blank.')}
            </Text>
          )}
          {item.correctAnswers.map((key, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blank i is key i; the index is its identity.
            <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
              <NativeSelect
                label={blankName(index, count)}
                data={tokenChoices}
                value={String(key)}
                onChange={(event) => onChange(chooseToken(item, index, Number(event.currentTarget.value)))}
                style={{ flex: 1, minWidth: 0 }}
              />
              <RemoveBlankButton
                index={index}
                disabled={count <= blanks.min}
                onRemove={() =>
                  onChange({
                    ...item,
                    text: removeBlank(item.text, index),
                    correctAnswers: removeAt(item.correctAnswers, index),
                  })
                }
              />
            </Group>
          ))}
        </Stack>
        <FieldProblems problems={placed.at('correctAnswers')} />
      </Fieldset>
    </Stack>
  );
}
