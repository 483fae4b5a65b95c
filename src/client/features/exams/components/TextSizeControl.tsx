import { SegmentedControl } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';

/** The text sizes an item can be read at, in percent of the normal size. */
export const TEXT_SIZES = ['100', '115', '130'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

/** The candidate's text size, kept in this browser (a reading preference, not exam data). */
export function useTextSize(): [TextSize, (size: TextSize) => void] {
  const [size, setSize] = useLocalStorage<TextSize>({ key: 'nightingale-exam-text-size', defaultValue: '100' });
  return [TEXT_SIZES.includes(size) ? size : '100', setSize];
}

/** Chooses the item's text size (as UWorld's exam screen does): normal, larger, largest. */
export function TextSizeControl({ size, onChange }: { size: TextSize; onChange: (size: TextSize) => void }) {
  return (
    <SegmentedControl
      size="xs"
      value={size}
      onChange={(value) => onChange(value as TextSize)}
      aria-label="Text size"
      data={[
        { value: '100', label: <span aria-label="Normal text">A</span> },
        {
          value: '115',
          label: (
            <span aria-label="Larger text" style={{ fontSize: '1.15em' }}>
              A
            </span>
          ),
        },
        {
          value: '130',
          label: (
            <span aria-label="Largest text" style={{ fontSize: '1.3em' }}>
              A
            </span>
          ),
        },
      ]}
    />
  );
}
