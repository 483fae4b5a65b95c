import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A price typed in US dollars (the forms of courses, sessions and videos): labelled 'Price (USD)',
 * with a '$' prefix, thousands separated by commas, cents to two places in steps of 0.01. The form
 * keeps dollars; its schema turns them into cents. `props` add the floor, the hint and the field's
 * form props.
 */
export function PriceInput(props: NumberInputProps) {
  const { t } = useTranslation();
  return (
    <NumberInput label={t('Price (USD)')} step={0.01} decimalScale={2} prefix="$" thousandSeparator="," {...props} />
  );
}
