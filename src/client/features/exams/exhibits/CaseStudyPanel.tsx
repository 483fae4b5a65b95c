import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CaseStudyView, chartAtItem } from '../../../../shared/items/case-study-chart';
import { CJMM_STEPS, stepLabel } from '../../../../shared/items/cjmm-steps';
import { ExhibitTabs } from './ExhibitTabs';

/**
 * A case study beside its item (docs/nclex.md §3): the title, the client's situation, which of the
 * six items this is and its clinical-judgment step, and the chart as it stands at this item (the
 * entries due by then; tabs that gained entries at this item marked "New").
 */
export function CaseStudyPanel({ caseStudy, position }: { caseStudy: CaseStudyView; position: number }) {
  const { t } = useTranslation();
  const tabs = chartAtItem(caseStudy.chart, position);
  const newTabs =
    position === 0
      ? []
      : caseStudy.chart
          .filter((tab) => tab.entries.some((entry) => entry.shownFromItem === position))
          .map((tab) => tab.title);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-label={t('Case study')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('Case study · item {{number}} of {{total}}: {{step}}', {
            number: position + 1,
            total: CJMM_STEPS.length,
            step: t(stepLabel(CJMM_STEPS[position] ?? 'recognize cues')),
          })}
        </Text>
        <Title order={2} size="h4" lang="en">
          {caseStudy.title}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }} lang="en">
          {caseStudy.scenario}
        </Text>
        <ExhibitTabs tabs={tabs} label={t('Client chart')} newTabs={newTabs} />
      </Stack>
    </Paper>
  );
}
