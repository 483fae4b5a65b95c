import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../shared/i18n/msg';

/** The text sizes an item can be read at, in percent of the normal size. */
export const TEXT_SIZES = ['100', '115', '130'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

const SIZE_NAMES: Record<TextSize, string> = {
  '100': msg('Normal text'),
  '115': msg('Larger text'),
  '130': msg('Largest text'),
};

/** The candidate's text size, kept in this browser (a reading preference, not exam data). */
export function useTextSize(): [TextSize, (size: TextSize) => void] {
  const [size, setSize] = useLocalStorage<TextSize>({ key: 'nightingale-exam-text-size', defaultValue: '100' });
  return [TEXT_SIZES.includes(size) ? size : '100', setSize];
}

/** Chooses the item's text size (as UWorld's exam screen does): normal, larger, largest. */
export function TextSizeControl({ size, onChange }: { size: TextSize; onChange: (size: TextSize) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      value={size}
      onChange={(value) => onChange(value as TextSize)}
      aria-label={t('Text size')}
      data={TEXT_SIZES.map((value) => ({
        value,
        label: (
          <>
            <span aria-hidden style={{ fontSize: `${Number(value) / 100}em` }}>
              A
            </span>
            <VisuallyHidden>{t(SIZE_NAMES[value])}</VisuallyHidden>
          </>
        ),
      }))}
    />
  );
}
