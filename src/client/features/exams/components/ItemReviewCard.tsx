import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewedItem } from '../../../../shared/exams/attempt-schemas';
import { formatDuration } from '../../../../shared/exams/countdown';
import { msg } from '../../../../shared/i18n/msg';
import type { CaseStudyView } from '../../../../shared/items/case-study-chart';
import { CaseStudyPanel } from '../exhibits/CaseStudyPanel';
import { ExhibitTabs } from '../exhibits/ExhibitTabs';
import { ItemPrompt } from '../items/ItemPrompt';
import { ItemSolutionPanel } from '../items/ItemSolutionPanel';
import { rendererFor } from '../items/renderers';
import { PeerFigures } from '../peers/PeerFigures';
import classes from './exam.module.css';

/** How an item went, in words (the English key; show it with `t`): all points, some, none, or not answered. */
export function itemOutcome(item: ReviewedItem): { label: string; color: string } {
  if (item.response === null) return { label: msg('Not answered'), color: 'gray' };
  if (item.result.earned === item.result.possible) return { label: msg('Correct'), color: 'green' };
  if (item.result.earned > 0) return { label: msg('Partly correct'), color: 'violet' };
  return { label: msg('Incorrect'), color: 'red' };
}

/**
 * One item in the results review: its outcome, flag and time, the stem, every option with the keys
 * and the chosen options marked in words (not by colour alone), the points and how they came about,
 * the rationale and the kind of source to check it against, and how other students first answered
 * it (PeerFigures, issue 25 item 2).
 */
export function ItemReviewCard({
  number,
  item,
  caseStudy,
}: {
  number: number;
  item: ReviewedItem;
  /** The case study the item belongs to, with its whole chart (absent for a stand-alone item). */
  caseStudy?: CaseStudyView;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const stemId = useId();
  const outcome = itemOutcome(item);
  const { Input } = rendererFor(item.item.itemType);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="article" aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5" id={headingId}>
          {t('Question {{number}}', { number })}
        </Title>
        <Group gap="xs">
          {item.flagged && (
            <Badge color="dark" variant="outline">
              ⚑ {t('Flagged')}
            </Badge>
          )}
          <Badge color={outcome.color} variant="light">
            {t(outcome.label)}
          </Badge>
        </Group>
      </Group>
      {caseStudy && item.caseStudy && (
        <details className={classes.reviewChart}>
          <summary>{t('Case study: {{title}} (the chart at this item)', { title: caseStudy.title })}</summary>
          <CaseStudyPanel caseStudy={caseStudy} position={item.caseStudy.position} />
        </details>
      )}
      {!item.caseStudy && item.item.exhibits && (
        <details className={classes.reviewChart}>
          <summary>{t('Exhibits')}</summary>
          <ExhibitTabs tabs={item.item.exhibits} label={t('Exhibits')} />
        </details>
      )}
      <ItemPrompt view={item.item} stemId={stemId} showTopic>
        <Input
          view={item.item}
          response={item.response}
          onChange={() => {}}
          disabled
          labelledBy={stemId}
          solution={item.result.solution}
        />
      </ItemPrompt>
      <ItemSolutionPanel view={item.item} response={item.response} result={item.result} />
      <PeerFigures peers={item.result.peers} view={item.item} />
      {item.secondsSpent > 0 && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('Time on this question: {{duration}}', { duration: formatDuration(item.secondsSpent) })}
        </Text>
      )}
    </Paper>
  );
}
