import { Group } from '@mantine/core';
import { Calculator } from '../calculator/Calculator';
import { CountdownClock } from './CountdownClock';
import { type TextSize, TextSizeControl } from './TextSizeControl';

/**
 * The exam header's aids (docs/nclex.md §4): the text size, the calculator and the clock (whole
 * `secondsLeft`). Shared by the fixed tests' exam screen and the adaptive one.
 */
export function ExamAids({
  textSize,
  onTextSize,
  secondsLeft,
}: {
  textSize: TextSize;
  onTextSize: (size: TextSize) => void;
  secondsLeft: number;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <TextSizeControl size={textSize} onChange={onTextSize} />
      <Calculator />
      <CountdownClock secondsLeft={secondsLeft} />
    </Group>
  );
}
