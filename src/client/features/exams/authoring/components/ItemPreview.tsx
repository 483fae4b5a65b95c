import { Alert, Divider, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { Component, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../../shared/i18n/msg';
import type { CaseStudyView } from '../../../../../shared/items/case-study-chart';
import {
  type ItemResponse,
  type ItemSolution,
  type ItemView,
  itemTypeModule,
  type QuestionContent,
  scoreItem,
  toItemSolution,
  toItemView,
} from '../../../../../shared/items/registry';
import { i18n } from '../../../../i18n/i18n';
import { CaseStudyPanel } from '../../exhibits/CaseStudyPanel';
import { itemExhibits } from '../../exhibits/ItemExhibits';
import { ItemPrompt } from '../../items/ItemPrompt';
import { rationaleParts } from '../../items/ItemSolutionPanel';
import { rendererFor } from '../../items/renderers';
import { SCORING_RULES } from './scoring-rules';

const NOT_YET = msg('The preview shows once the item has the parts its type needs.');

/** What the preview can build of an item as typed so far: its view, solution and the key's score, or null. */
function previewParts(item: QuestionContent): {
  view: ItemView;
  solution: ItemSolution;
  right: ItemResponse;
  possible: number;
} | null {
  try {
    const right = itemTypeModule(item.itemType).samples.right(item);
    return { view: toItemView(item), solution: toItemSolution(item), right, possible: scoreItem(item, right).possible };
  } catch {
    return null;
  }
}

/** Catches a renderer's failure on an item half written (a missing list): NOT_YET until the item changes. */
class PreviewBoundary extends Component<{ item: unknown; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(previous: { item: unknown }) {
    if (previous.item !== this.props.item && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? <Text c="dimmed">{i18n.t(NOT_YET)}</Text> : this.props.children;
  }
}

/**
 * The live preview of an item (issue 28 item 1): exactly what the candidate sees, the item rendered
 * by its type's renderer from `toItemView(item)` with its exhibits, answerable as on the exam
 * screen; "Show answer" renders the solution with the key marks (the key's own response,
 * `samples.right`), the points possible and how each part scores (the type's ScoreNote of the key,
 * and its rule, SCORING_RULES), then the rationale and reference. An item whose parts are not there
 * yet shows a sentence instead (below the case study's chart, for an item of one). An item of a case study (`caseStudy`: the case study and the
 * item's 0-based place in it) shows the scenario and the chart unfolded to its place, as on the
 * exam screen.
 */
export function ItemPreview({
  item,
  caseStudy,
}: {
  item: QuestionContent;
  caseStudy?: { view: CaseStudyView; position: number };
}) {
  const { t } = useTranslation();
  const stemId = useId();
  const [response, setResponse] = useState<ItemResponse | null>(null);
  const [showAnswer, setShowAnswer] = useState(false);
  const parts = previewParts(item);
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-label={t('Preview')}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('Preview')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('As the candidate sees it.')}
        </Text>
        <Switch
          label={t('Show answer')}
          checked={showAnswer}
          onChange={(event) => setShowAnswer(event.currentTarget.checked)}
        />
        {parts ? (
          <PreviewBoundary item={item}>
            <PreviewBody
              parts={parts}
              stemId={stemId}
              response={response}
              onResponse={setResponse}
              showAnswer={showAnswer}
              caseStudy={caseStudy}
            />
          </PreviewBoundary>
        ) : (
          <>
            {caseStudy && <CaseStudyPanel caseStudy={caseStudy.view} position={caseStudy.position} />}
            <Alert color="gray" variant="light">
              {t(NOT_YET)}
            </Alert>
          </>
        )}
      </Stack>
    </Paper>
  );
}

function PreviewBody({
  parts,
  stemId,
  response,
  onResponse,
  showAnswer,
  caseStudy,
}: {
  caseStudy?: { view: CaseStudyView; position: number };
  parts: NonNullable<ReturnType<typeof previewParts>>;
  stemId: string;
  response: ItemResponse | null;
  onResponse: (response: ItemResponse | null) => void;
  showAnswer: boolean;
}) {
  const { t } = useTranslation();
  const { view, solution, right, possible } = parts;
  const { Input, ScoreNote } = rendererFor(view.itemType);
  return (
    <Stack gap="sm">
      {itemExhibits(view, caseStudy)}
      <ItemPrompt view={view} stemId={stemId}>
        {showAnswer ? (
          <Input view={view} response={right} onChange={() => {}} disabled labelledBy={stemId} solution={solution} />
        ) : (
          <Input view={view} response={response} onChange={onResponse} disabled={false} labelledBy={stemId} />
        )}
      </ItemPrompt>
      {showAnswer && (
        <Stack gap={6}>
          <Divider />
          <Text size="sm" fw={600}>
            {t('{{count}} points possible', { count: possible })}
          </Text>
          <Text size="sm">{t(SCORING_RULES[view.itemType])}</Text>
          {ScoreNote && <ScoreNote response={right} solution={solution} />}
          <Text size="sm" fw={600}>
            {t('Rationale')}
          </Text>
          {rationaleParts(solution.explanation).map((part) => (
            <Text key={part} size="sm" style={{ whiteSpace: 'pre-line' }} lang="en">
              {part}
            </Text>
          ))}
          {solution.reference && (
            <Text size="sm" c="dimmed">
              {t('Reference:')} <span lang="en">{solution.reference}</span>
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
