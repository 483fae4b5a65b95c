import { Badge, Group, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calculationOutcome } from '../../../../../shared/items/calculation/calculation-arithmetic';
import { ROUNDING_WORDS, readNumberEntry } from '../../../../../shared/items/calculation/number-entry';
import { translateText } from '../../../../i18n/i18n';
import type { ItemInputProps } from '../item-input-props';

/**
 * A calculation item: one text box (`type="text"`, which the exam's keyboard shortcuts leave alone,
 * and `inputMode="decimal"`, so a phone shows its number pad) with the
 * unit beside it and the rounding the stem asks for under it. What is typed stays in the box; only a
 * number (readNumberEntry: "12.5", "0.25", "1500") is saved as the answer, and anything else clears
 * the saved answer and says why under the box ("12,5": use a point). After scoring, the answer is
 * shown in words beside the box ("Correct answer: 12.5 mL/hr") and the typed value marked "Your answer".
 */
export function CalculationInput({
  view,
  response,
  onChange,
  disabled,
  labelledBy,
  solution,
}: ItemInputProps<'calculation'>) {
  const { t } = useTranslation();
  const [text, setText] = useState(response?.value ?? '');
  const id = useId();
  const entry = readNumberEntry(text, view.unit);
  const problem = text.trim() !== '' && !entry.ok ? translateText(entry.problem) : null;
  const roundingWords = ROUNDING_WORDS[view.decimals];
  const rounding = roundingWords
    ? translateText(roundingWords)
    : t('Round to {{places}} decimal places.', { places: view.decimals });
  const type = (next: string) => {
    setText(next);
    const typed = readNumberEntry(next, view.unit);
    const value = next.trim();
    if (typed.ok) {
      if (response?.value !== value) onChange({ value });
    } else if (response !== null) {
      onChange(null);
    }
  };
  const outcome = solution ? calculationOutcome(solution, response?.value ?? null) : null;
  return (
    <fieldset aria-labelledby={labelledBy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Group gap="sm" align="center" wrap="nowrap">
        <TextInput
          id={id}
          label={t('Your answer')}
          type="text"
          value={text}
          onChange={(event) => type(event.currentTarget.value)}
          disabled={disabled}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          maxLength={32}
          aria-describedby={`${id}-unit ${id}-rounding ${id}-problem`}
          error={problem ? true : undefined}
          styles={{ input: { fontSize: 'var(--mantine-font-size-lg)' } }}
          style={{ flex: '0 1 12rem', minWidth: 0 }}
        />
        <Text id={`${id}-unit`} fw={600} mt={24} style={{ whiteSpace: 'nowrap' }} lang="en">
          {view.unit}
        </Text>
      </Group>
      <Text id={`${id}-rounding`} size="sm" c="dimmed" mt={4}>
        {rounding} {t('Type the number only, with a leading zero before a decimal point (0.5).')}
      </Text>
      <Text id={`${id}-problem`} size="sm" c="red.8" fw={500} aria-live="polite" mt={4}>
        {problem ?? ''}
      </Text>
      {solution && (
        <Group gap="xs" mt="xs">
          <Badge color="green" variant="filled">
            {t('Correct answer: {{answer}}', { answer: `${solution.answer} ${solution.unit}` })}
          </Badge>
          {response && (
            <Badge color={outcome === 'right' ? 'green' : 'red'} variant="outline">
              {t('Your answer: {{answer}}', { answer: `${response.value} ${solution.unit}` })}
            </Badge>
          )}
        </Group>
      )}
    </fieldset>
  );
}
