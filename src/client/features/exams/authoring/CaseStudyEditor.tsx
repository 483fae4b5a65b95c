import { Badge, Fieldset, Group, NativeSelect, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBJECTS } from '../../../../shared/exams/question-bank';
import { CJMM_STEPS, stepLabel } from '../../../../shared/items/cjmm-steps';
import { ITEM_TYPE_LABELS, isItemType } from '../../../../shared/items/item-type-labels';
import type { QuestionContent } from '../../../../shared/items/registry';
import { translateText } from '../../../i18n/i18n';
import type { CaseStudyDraft } from './blank-case-study';
import { blankCaseStudyItem, withItemType } from './editors/parts/case-study-blank-items';
import { ChartEditor } from './editors/parts/case-study-chart-editor';
import { replaceAt } from './editors/parts/h6-list';
import { FieldProblems, TopProblems } from './editors/parts/h6-problem-list';
import { placeProblems } from './editors/parts/h6-problems';

/** What the case-study editor takes (issue 28 item 1). */
export interface CaseStudyEditorProps {
  /** The case study's fields and its six items, in CJMM order. */
  value: CaseStudyDraft;
  /** The whole draft, changed. */
  onChange: (value: CaseStudyDraft) => void;
  /**
   * `checkAuthoredContent`'s sentences for the draft: "The case study, field title: ..." show under
   * the field, "Item 3...: ..." in that item's step, the rest at the top.
   */
  problems: readonly string[];
  /** The page's editor of one item (common fields and the type's editor), given the item and its change. */
  renderItemEditor: (item: QuestionContent, onChange: (item: QuestionContent) => void) => ReactNode;
  /** The 0-based place of the item whose tab is open, when the page follows it (a preview); else the tabs keep their own. */
  position?: number;
  /** Called with the place of the tab the author opens. */
  onPositionChange?: (position: number) => void;
}

/** Item `position` of the draft with its CJMM step set (a blank item when the draft lacks one). */
function itemAt(value: CaseStudyDraft, position: number): QuestionContent {
  const step = CJMM_STEPS[position] ?? 'recognize cues';
  const item =
    value.questions[position] ?? blankCaseStudyItem('multiple-choice', `${value.caseStudy.id}-${position + 1}`, step);
  return item.cjmmStep === step ? item : { ...item, cjmmStep: step };
}

/**
 * The case-study editor (issue 28 item 1; item-group.ts, docs/nclex.md §3): the title, the
 * scenario, the chart (ChartEditor: tabs, entries, what each item unfolds), the subject all six
 * items share, and the six items in CJMM order in tabs labelled by step ("1. Recognize cues" to
 * "6. Evaluate outcomes"), each with the choice of its type (any) and the page's item editor. Item
 * k's `cjmmStep` is set to the k-th step on every change, whatever the item editor sends; changing
 * an item's type keeps its common fields and blanks its own. With `position`, the open tab is the
 * page's (onPositionChange tells it which the author opens).
 */
export function CaseStudyEditor({
  value,
  onChange,
  problems,
  renderItemEditor,
  position: openPosition,
  onPositionChange,
}: CaseStudyEditorProps) {
  const { t } = useTranslation();
  const typeChoices = Object.entries(ITEM_TYPE_LABELS).map(([value, label]) => ({ value, label: t(label) }));
  const { caseStudy } = value;
  const questions = CJMM_STEPS.map((_, position) => itemAt(value, position));
  const itemProblems = (position: number) =>
    problems.filter((problem) => new RegExp(`^Item ${position + 1}\\b`).test(problem));
  const groupProblems = problems.filter((problem) => problem.startsWith('The case study'));
  const placed = placeProblems(groupProblems, [
    'title',
    'scenario',
    'chart',
    ...caseStudy.chart.map((_, index) => `chart.${index}`),
  ]);
  const rest = problems.filter((problem) => !problem.startsWith('The case study') && !/^Item \d+\b/.test(problem));
  const setItem = (position: number, item: QuestionContent) => {
    const step = CJMM_STEPS[position] ?? 'recognize cues';
    onChange({ ...value, questions: replaceAt(questions, position, { ...item, cjmmStep: step }) });
  };
  const subject = questions[0]?.subject ?? SUBJECTS[0];
  return (
    <Stack gap="md">
      <TopProblems problems={[...rest, ...placed.top]} />
      <TextInput
        label={t('Case study title')}
        value={caseStudy.title}
        onChange={(event) => onChange({ ...value, caseStudy: { ...caseStudy, title: event.currentTarget.value } })}
        error={placed.at('title').map(translateText).join(' ') || undefined}
      />
      <Textarea
        label={t('Scenario')}
        description={t("The client's situation, as the first item opens it.")}
        autosize
        minRows={3}
        value={caseStudy.scenario}
        onChange={(event) => onChange({ ...value, caseStudy: { ...caseStudy, scenario: event.currentTarget.value } })}
        error={placed.at('scenario').map(translateText).join(' ') || undefined}
      />
      <ChartEditor
        chart={caseStudy.chart}
        onChange={(chart) => onChange({ ...value, caseStudy: { ...caseStudy, chart } })}
        problemsAt={placed.at}
      />
      <NativeSelect
        label={t('Subject of the six items')}
        description={t("A case study's items share one subject.")}
        data={SUBJECTS.map((value) => ({ value, label: t(value) }))}
        value={subject}
        onChange={(event) => {
          const next = event.currentTarget.value as (typeof SUBJECTS)[number];
          onChange({ ...value, questions: questions.map((item) => ({ ...item, subject: next })) });
        }}
      />
      <Fieldset legend={t('The six items, one per step of clinical judgment')} variant="unstyled">
        <Tabs
          defaultValue="0"
          value={openPosition === undefined ? undefined : String(openPosition)}
          onChange={(tab) => tab !== null && onPositionChange?.(Number(tab))}
          keepMounted={false}
          variant="outline"
        >
          <Tabs.List
            aria-label={t('Items by clinical judgment step')}
            style={{ overflowX: 'auto', flexWrap: 'nowrap' }}
          >
            {CJMM_STEPS.map((step, position) => {
              const count = itemProblems(position).length;
              return (
                <Tabs.Tab key={step} value={String(position)}>
                  <Group gap={6} wrap="nowrap">
                    {t('{{number}}. {{step}}', { number: position + 1, step: t(stepLabel(step)) })}
                    {count > 0 && (
                      <Badge size="xs" color="red" variant="filled" tt="none">
                        {t('{{number}} to fix', { number: count })}
                      </Badge>
                    )}
                  </Group>
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {CJMM_STEPS.map((step, position) => {
            const item = questions[position] as QuestionContent;
            return (
              <Tabs.Panel key={step} value={String(position)} pt="sm">
                <Stack gap="sm">
                  <Text size="sm" c="dimmed">
                    {t('Item {{number}} takes the step {{step}}.', { number: position + 1, step: t(stepLabel(step)) })}
                  </Text>
                  <NativeSelect
                    label={t('Item type of item {{number}} ({{step}})', {
                      number: position + 1,
                      step: t(stepLabel(step)),
                    })}
                    data={typeChoices}
                    value={item.itemType}
                    onChange={(event) => {
                      const type = event.currentTarget.value;
                      if (isItemType(type)) setItem(position, withItemType(item, type));
                    }}
                  />
                  <FieldProblems problems={itemProblems(position)} />
                  {renderItemEditor(item, (next) => setItem(position, next))}
                </Stack>
              </Tabs.Panel>
            );
          })}
        </Tabs>
      </Fieldset>
    </Stack>
  );
}
