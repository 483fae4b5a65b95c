import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryPerformance } from '../../../../../shared/exams/cat/adaptive-schemas';
import { msg } from '../../../../../shared/i18n/msg';

/**
 * NCSBN's Candidate Performance Report's words for each level, and a colour that repeats them
 * (never the colour alone; gray for near, as Mantine's light yellow text is under 3:1 on white).
 */
const LEVELS: Record<CategoryPerformance['performance'], { words: string; color: string }> = {
  above: { words: msg('Above the passing standard'), color: 'green' },
  near: { words: msg('Near the passing standard'), color: 'gray' },
  below: { words: msg('Below the passing standard'), color: 'red' },
};

/**
 * The report's client-needs categories (issue 22, item 4; NCSBN's Candidate Performance Report):
 * each category's name in the exam's test plan, its scored items, and whether performance in it was
 * above, near or below the passing standard (its own 95% interval wholly above, containing, or
 * wholly below it; src/shared/exams/cat/readiness.ts `categoryPerformance`), in words on a badge.
 * Two columns, so it fits a 390 px phone.
 */
export function CategoryTable({ categories }: { categories: CategoryPerformance[] }) {
  const { t } = useTranslation();
  return (
    <Table verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Client needs category')}</Table.Th>
          <Table.Th>{t('Performance')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {categories.map((category) => {
          const level = LEVELS[category.performance];
          return (
            <Table.Tr key={category.clientNeeds}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {t(category.label)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('{{count}} scored items', { count: category.items })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge
                  color={level.color}
                  variant="light"
                  tt="none"
                  styles={{ root: { height: 'auto', paddingBlock: 2 }, label: { whiteSpace: 'normal' } }}
                >
                  {t(level.words)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
