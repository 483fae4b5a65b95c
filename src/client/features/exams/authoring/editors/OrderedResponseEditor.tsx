import { ActionIcon, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionLetter } from '../../../../../shared/items/option-letters';
import { ORDERED_MIN_STEPS, ORDERED_OPTIONS } from '../../../../../shared/items/ordered-response/schemas';
import type { TypeEditorProps } from './editor-props';
import { moveTo, problemsFor, remapKeys } from './list-ops';
import { OptionListEditor } from './OptionListEditor';

/**
 * The ordered-response editor: 4-6 options, a checkbox "Option A is a step" beside each (at least
 * 3 steps; the others are distractors), and the right order of the steps, moved up and down by
 * buttons named for the step.
 */
export function OrderedResponseEditor({ item, onChange, problems }: TypeEditorProps<'ordered-response'>) {
  const { t } = useTranslation();
  const optionName = (index: number) => t('Option {{letter}}', { letter: optionLetter(index) });
  const moveStep = (from: number, to: number) =>
    onChange({ ...item, correctOrder: moveTo(item.correctOrder, from, to).list });
  return (
    <Stack gap="lg">
      <OptionListEditor
        legend={t('Options (tick the steps: at least {{number}})', { number: ORDERED_MIN_STEPS })}
        problems={problemsFor(problems, 'options', 'correctOrder')}
        items={item.options}
        min={ORDERED_OPTIONS.min}
        max={ORDERED_OPTIONS.max}
        itemLabel={optionName}
        addLabel={t('Add option')}
        onChange={(options, map) => onChange({ ...item, options, correctOrder: remapKeys(item.correctOrder, map) })}
        renderKey={(index) => (
          <Checkbox
            aria-label={t('{{option}} is a step', { option: optionName(index) })}
            checked={item.correctOrder.includes(index)}
            onChange={(event) =>
              onChange({
                ...item,
                correctOrder: event.currentTarget.checked
                  ? [...item.correctOrder, index]
                  : item.correctOrder.filter((step) => step !== index),
              })
            }
          />
        )}
      />
      <Stack gap={4}>
        <Text fw={600} size="sm" id={`order-${item.id}`}>
          {t('The right order, first step first')}
        </Text>
        {item.correctOrder.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('Tick the options that are steps.')}
          </Text>
        ) : (
          <List type="ordered" aria-labelledby={`order-${item.id}`} spacing={4}>
            {item.correctOrder.map((option, position) => (
              <List.Item key={option}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm" style={{ flex: 1 }}>
                    {optionName(option)}: <span lang="en">{item.options[option] || t('(empty)')}</span>
                  </Text>
                  <ActionIcon
                    variant="default"
                    aria-label={t('Move step {{option}} earlier', { option: optionName(option) })}
                    disabled={position === 0}
                    onClick={() => moveStep(position, position - 1)}
                  >
                    ↑
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    aria-label={t('Move step {{option}} later', { option: optionName(option) })}
                    disabled={position === item.correctOrder.length - 1}
                    onClick={() => moveStep(position, position + 1)}
                  >
                    ↓
                  </ActionIcon>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Stack>
  );
}
