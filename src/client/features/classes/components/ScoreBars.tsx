import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScoreBar } from '../../../../shared/classes/schemas';
import { BarChart } from '../../../components/charts/BarChart';

/** A category's initials for the chart's axis ("Management of Care" -> "MoC" is too long: "MC"). */
/** Words an abbreviation leaves out, in the interface's languages. */
const SMALL_WORDS = new Set([
  'of',
  'and',
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'y',
  'et',
  'des',
  'du',
  'le',
  'les',
  'und',
  'der',
  'die',
  'das',
  'von',
  'zur',
  'zum',
]);

export const initials = (label: string) =>
  label
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word) && !SMALL_WORDS.has(word))
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/**
 * Scores across the class as bars (percent of points earned per category; issue 28 item 5: by client
 * need, by CJMM step), with the figures in a table beside them for every reader.
 */
export function ScoreBars({ title, bars: rawBars, empty }: { title: string; bars: ScoreBar[]; empty: string }) {
  const { t } = useTranslation();
  // Client needs and CJMM steps come from the API in English; they are shown in the interface's language.
  const bars = rawBars.map((bar) => ({ ...bar, label: t(bar.label) }));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {bars.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <>
          <BarChart
            title={title}
            summary={bars.map((bar) => `${bar.label}: ${bar.percent}%`).join('; ')}
            categories={bars.map((bar) => ({ key: bar.label, short: initials(bar.label) }))}
            series={[
              {
                key: 'percent',
                label: t('Percent of points earned'),
                color: 'var(--mantine-color-blue-6)',
                values: bars.map((bar) => bar.percent),
              },
            ]}
            format={(value) => `${value}%`}
          />
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Category')}</Table.Th>
                  <Table.Th ta="right">{t('Score')}</Table.Th>
                  <Table.Th ta="right">{t('Points')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {bars.map((bar) => (
                  <Table.Tr key={bar.label}>
                    <Table.Td>
                      {bar.label}{' '}
                      <Text span size="xs" c="dimmed">
                        ({initials(bar.label)})
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{bar.percent}%</Table.Td>
                    <Table.Td ta="right">
                      {t('{{earned}} of {{possible}}', { earned: bar.earned, possible: bar.possible })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
