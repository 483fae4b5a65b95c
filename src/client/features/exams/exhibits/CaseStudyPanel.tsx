import { Paper, Stack, Text, Title } from '@mantine/core';
import { type CaseStudyView, chartAtItem } from '../../../../shared/items/case-study-chart';
import { CJMM_STEPS, stepLabel } from '../../../../shared/items/cjmm-steps';
import { ExhibitTabs } from './ExhibitTabs';

/**
 * A case study beside its item (docs/nclex.md §3): the title, the client's situation, which of the
 * six items this is and its clinical-judgment step, and the chart as it stands at this item (the
 * entries due by then; tabs that gained entries at this item marked "New").
 */
export function CaseStudyPanel({ caseStudy, position }: { caseStudy: CaseStudyView; position: number }) {
  const tabs = chartAtItem(caseStudy.chart, position);
  const newTabs =
    position === 0
      ? []
      : caseStudy.chart
          .filter((tab) => tab.entries.some((entry) => entry.shownFromItem === position))
          .map((tab) => tab.title);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-label="Case study">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Case study · item {position + 1} of {CJMM_STEPS.length}: {stepLabel(CJMM_STEPS[position] ?? 'recognize cues')}
        </Text>
        <Title order={2} size="h4">
          {caseStudy.title}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {caseStudy.scenario}
        </Text>
        <ExhibitTabs tabs={tabs} label="Client chart" newTabs={newTabs} />
      </Stack>
    </Paper>
  );
}
