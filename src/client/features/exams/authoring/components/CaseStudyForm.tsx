import { Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAuthoredContent } from '../../../../../shared/item-bank/check-content';
import type { CaseStudyView } from '../../../../../shared/items/case-study-chart';
import { unfoldChart } from '../../../../../shared/items/item-group';
import { ITEM_TYPE_LABELS } from '../../../../../shared/items/item-type-labels';
import type { QuestionContent } from '../../../../../shared/items/registry';
import { blankCaseStudy, type CaseStudyDraft, type CaseStudyFields } from '../blank-case-study';
import { CaseStudyEditor } from '../CaseStudyEditor';
import type { CaseStudyContent, CaseStudyEditorProps } from '../editors/case-study-editor-props';
import { editorFor } from '../editors/type-editors';
import { AuthoringLayout } from './AuthoringLayout';
import { CommonFieldsEditor } from './CommonFieldsEditor';
import { CHECK_DELAY_MS } from './ItemForm';
import { ItemPreview } from './ItemPreview';
import { SaveArea } from './SaveArea';
import { useAuthoringSave } from './use-authoring-save';

/** The draft the editor starts from: the saved case study, or a blank one (blankCaseStudy). */
function toDraft(content: CaseStudyContent | undefined): CaseStudyDraft {
  if (!content) return blankCaseStudy();
  return { caseStudy: content.caseStudy as CaseStudyFields, questions: content.questions as QuestionContent[] };
}

/** The draft as the server takes it (AuthoredContentInput of kind "case-study"). */
export function toCaseStudyContent(draft: CaseStudyDraft): CaseStudyContent {
  return { kind: 'case-study', caseStudy: draft.caseStudy, questions: draft.questions };
}

/** The problems of the draft as `content:check` and the server find them (checkAuthoredContent), as sentences. */
export function caseStudyProblems(draft: CaseStudyDraft): string[] {
  return checkAuthoredContent(toCaseStudyContent(draft)).problems;
}

/** The item editors are given no problems: CaseStudyEditor lists each item's problems in its tab, once. */
const NO_PROBLEMS: readonly string[] = [];

/**
 * One item of the case study in the editor's tab: the stem, the type's editor (type-editors.ts) and
 * the rationale and other common fields, as ItemForm composes them (a case study's items have no
 * exhibits of their own: the chart is the case study's).
 */
function CaseStudyItemEditor({ item, onChange }: { item: QuestionContent; onChange: (item: QuestionContent) => void }) {
  const Editor = editorFor(item.itemType);
  return (
    <Stack gap="sm">
      <CommonFieldsEditor item={item} onChange={onChange} problems={NO_PROBLEMS} part="top" />
      <Paper withBorder p="sm" radius="md" component="section" aria-label={ITEM_TYPE_LABELS[item.itemType]}>
        <Title order={3} size="h5" mb="xs">
          {ITEM_TYPE_LABELS[item.itemType]}
        </Title>
        <Editor item={item} onChange={onChange} problems={NO_PROBLEMS} />
      </Paper>
      <CommonFieldsEditor item={item} onChange={onChange} problems={NO_PROBLEMS} part="bottom" />
    </Stack>
  );
}

/** The case study as the candidate sees it at item `position`: the chart unfolded to that item (unfoldChart). */
function viewAt(caseStudy: CaseStudyFields, position: number): CaseStudyView {
  return {
    id: caseStudy.id,
    title: caseStudy.title,
    scenario: caseStudy.scenario,
    reached: position,
    chart: unfoldChart(caseStudy, position),
  };
}

/**
 * The case-study form (issue 28 item 1; CaseStudyEditorProps): CaseStudyEditor (title, scenario,
 * chart, subject, the six items in CJMM order, each edited with CommonFieldsEditor and its type's
 * editor) beside a live preview of the item whose tab is open, with the scenario and the chart as
 * the candidate sees them at that item (below the form on a phone). `checkAuthoredContent` checks
 * the whole unit as the author types (after CHECK_DELAY_MS); CaseStudyEditor shows each problem
 * once (under a case-study field, in the item's tab, or at the top) and Save reads "Fix N problems
 * to save", disabled, while any remains. `onSave` gets the content; a refusal shows the server's
 * sentence and keeps what was typed. Leaving with unsaved changes asks first.
 */
export function CaseStudyForm({ initialContent, onSave, saveLabel }: CaseStudyEditorProps) {
  const { t } = useTranslation();
  const form = useForm<{ draft: CaseStudyDraft }>({
    mode: 'controlled',
    initialValues: { draft: toDraft(initialContent) },
  });
  const draft = form.values.draft;
  const [checked] = useDebouncedValue(draft, CHECK_DELAY_MS);
  const problems = useMemo(() => caseStudyProblems(checked), [checked]);
  const [position, setPosition] = useState(0);
  const dirty = form.isDirty();
  const { serverError, saving, blocker, onSubmit } = useAuthoringSave({
    dirty,
    hasProblems: () => caseStudyProblems(draft).length > 0,
    save: () => onSave(toCaseStudyContent(draft)),
    markSaved: () => form.resetDirty({ draft }),
    failure: t('The case study could not be saved. Please try again.'),
  });
  const previewItem = draft.questions[position];

  return (
    <AuthoringLayout
      onSubmit={onSubmit}
      blocker={blocker}
      preview={
        previewItem && (
          <ItemPreview
            key={position}
            item={previewItem}
            caseStudy={{ view: viewAt(draft.caseStudy, position), position }}
          />
        )
      }
    >
      <CaseStudyEditor
        value={draft}
        onChange={(next) => form.setFieldValue('draft', next)}
        problems={problems}
        renderItemEditor={(item, change) => <CaseStudyItemEditor item={item} onChange={change} />}
        position={position}
        onPositionChange={setPosition}
      />
      <SaveArea problems={problems} serverError={serverError} saving={saving} saveLabel={saveLabel} dirty={dirty} />
    </AuthoringLayout>
  );
}
