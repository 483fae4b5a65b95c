import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CaseStudyView } from '../../../../shared/items/case-study-chart';
import type { ItemView } from '../../../../shared/items/registry';
import { CaseStudyPanel } from './CaseStudyPanel';
import { ExhibitTabs } from './ExhibitTabs';

/**
 * What an item on the exam screen shows beside it (docs/nclex.md §3): its case study's scenario and
 * chart unfolded to `position` (its 0-based place in the case study) for an item of a case study,
 * else its own exhibits (a trend item's data over time); null when it has neither.
 */
export function itemExhibits(
  item: ItemView,
  caseStudy: { view: CaseStudyView; position: number } | undefined,
): React.ReactNode {
  if (caseStudy) return <CaseStudyPanel caseStudy={caseStudy.view} position={caseStudy.position} />;
  if (!item.exhibits) return null;
  return <OwnExhibits exhibits={item.exhibits} />;
}

/** An item's own exhibits (a trend item's data over time), named for screen readers. */
function OwnExhibits({ exhibits }: { exhibits: NonNullable<ItemView['exhibits']> }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-label={t('Exhibits')}>
      <ExhibitTabs tabs={exhibits} label={t('Exhibits')} />
    </Paper>
  );
}
