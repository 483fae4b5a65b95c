import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GROUPING_GROUPS, GROUPING_OPTIONS } from '../../../../../shared/items/multiple-response-grouping/schemas';
import type { ItemOf } from '../../../../../shared/items/registry';
import type { TypeEditorProps } from './editor-props';
import { indexAfterMove, insertAt, keysAfterRemove, moveTo, removeAt, replaceAt, toggleKey } from './parts/h6-list';
import { FieldProblems, TopProblems } from './parts/h6-problem-list';
import { placeProblems } from './parts/h6-problems';
import { RowButtons, TextWithRowButtons } from './parts/h6-row-buttons';

type GroupFields = ItemOf<'multiple-response-grouping'>['groups'][number];

/** A new group: no label, two empty options (the fewest), no key yet. */
/** Example headers, in the item's own language (English, as items are). */
const EXAMPLE_HEADERS = ['Body system', 'Finding'] as const;

const blankGroup = (): GroupFields => ({ label: '', options: ['', ''], correctAnswers: [] });

/**
 * The editor of a multiple-response-grouping item's own fields (issue 28 item 1; schema
 * src/shared/items/multiple-response-grouping/schemas.ts): the two optional column headers (both
 * empty: none), and 2 to 5 groups, each with its label (Move up, Move down, Remove) and 2 to 4
 * options, each option a text input "Option j of group i" with a checkbox "Option j of group i is
 * a key" and its own Move up, Move down and Remove; keys follow their options. Problems show under
 * the group they name (`groups.i`), else at the top.
 */
export function MultipleResponseGroupingEditor({
  item,
  onChange,
  problems,
}: TypeEditorProps<'multiple-response-grouping'>) {
  const { t } = useTranslation();
  const placed = placeProblems(problems, ['columns', 'groups', ...item.groups.map((_, index) => `groups.${index}`)]);
  const setGroup = (index: number, group: GroupFields) =>
    onChange({ ...item, groups: replaceAt(item.groups, index, group) });
  const columns = item.columns ?? ['', ''];
  const setColumn = (index: number, text: string) => {
    const next = replaceAt(columns, index, text);
    const { columns: _dropped, ...rest } = item;
    onChange(next.every((column) => column === '') ? rest : { ...item, columns: next });
  };
  return (
    <Stack gap="md">
      <TopProblems problems={placed.top} />
      <Fieldset legend={t('Column headers (optional)')} variant="filled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput
            label={t('Header of the groups column')}
            placeholder={EXAMPLE_HEADERS[0]}
            value={columns[0] ?? ''}
            onChange={(event) => setColumn(0, event.currentTarget.value)}
          />
          <TextInput
            label={t('Header of the options column')}
            placeholder={EXAMPLE_HEADERS[1]}
            value={columns[1] ?? ''}
            onChange={(event) => setColumn(1, event.currentTarget.value)}
          />
        </SimpleGrid>
        <FieldProblems problems={placed.at('columns')} />
      </Fieldset>
      {item.groups.map((group, g) => {
        const name = t('group {{number}}', { number: g + 1 });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: groups are edited in place; their index is their identity.
          <Fieldset key={g} legend={t('Group {{number}}', { number: g + 1 })} variant="default">
            <Stack gap="xs">
              <TextWithRowButtons
                label={t('Label of group {{number}}', { number: g + 1 })}
                value={group.label}
                onText={(text) => setGroup(g, { ...group, label: text })}
                name={name}
                index={g}
                count={item.groups.length}
                min={GROUPING_GROUPS.min}
                onMove={(from, to) => onChange({ ...item, groups: moveTo(item.groups, from, to) })}
                onRemove={(at) => onChange({ ...item, groups: removeAt(item.groups, at) })}
              />
              {group.options.map((option, o) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place; their index is their identity.
                <Group key={o} gap="xs" wrap="nowrap">
                  <Checkbox
                    aria-label={t('Option {{number}} of {{group}} is a key', { number: o + 1, group: name })}
                    checked={group.correctAnswers.includes(o)}
                    onChange={(event) =>
                      setGroup(g, {
                        ...group,
                        correctAnswers: toggleKey(group.correctAnswers, o, event.currentTarget.checked),
                      })
                    }
                  />
                  <TextInput
                    aria-label={t('Option {{number}} of {{group}}', { number: o + 1, group: name })}
                    value={option}
                    onChange={(event) =>
                      setGroup(g, { ...group, options: replaceAt(group.options, o, event.currentTarget.value) })
                    }
                    style={{ flex: 1, minWidth: 0 }}
                  />
                  <RowButtons
                    name={t('option {{number}} of {{group}}', { number: o + 1, group: name })}
                    index={o}
                    count={group.options.length}
                    min={GROUPING_OPTIONS.min}
                    onMove={(from, to) =>
                      setGroup(g, {
                        ...group,
                        options: moveTo(group.options, from, to),
                        correctAnswers: group.correctAnswers
                          .map((key) => indexAfterMove(key, from, to))
                          .sort((a, b) => a - b),
                      })
                    }
                    onRemove={(at) =>
                      setGroup(g, {
                        ...group,
                        options: removeAt(group.options, at),
                        correctAnswers: keysAfterRemove(group.correctAnswers, at),
                      })
                    }
                  />
                </Group>
              ))}
              <FieldProblems problems={placed.at(`groups.${g}`)} />
              <Group>
                <Button
                  variant="subtle"
                  size="xs"
                  disabled={group.options.length >= GROUPING_OPTIONS.max}
                  onClick={() => setGroup(g, { ...group, options: insertAt(group.options, '') })}
                >
                  {t('Add option to {{group}}', { group: name })}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      <FieldProblems problems={placed.at('groups')} />
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={item.groups.length >= GROUPING_GROUPS.max}
          onClick={() => onChange({ ...item, groups: insertAt(item.groups, blankGroup()) })}
        >
          {t('Add group')}
        </Button>
      </Group>
    </Stack>
  );
}
