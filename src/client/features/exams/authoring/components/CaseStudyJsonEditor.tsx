import { Alert, Button, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { checkAuthoredContent } from '../../../../../shared/item-bank/check-content';
import { ApiError } from '../../../../lib/api-client';
import { useLeaveGuard } from '../../use-leave-guard';
import type { CaseStudyContent, CaseStudyEditorProps } from '../editors/case-study-editor-props';
import { CHECK_DELAY_MS, fixProblemsLabel } from './ItemForm';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';

const EMPTY: CaseStudyContent = {
  kind: 'case-study',
  caseStudy: { id: 'new-case-study', title: '', scenario: '', chart: [] },
  questions: [],
};

/** The text of the box read as a case study: the content, or the parser's sentence. */
function readCaseStudy(text: string): { content: CaseStudyContent } | { error: string } {
  try {
    const parsed = JSON.parse(text) as { caseStudy?: unknown; questions?: unknown };
    if (!parsed || typeof parsed !== 'object' || !Array.isArray(parsed.questions)) {
      return { error: 'Write one JSON object with "caseStudy" and "questions" (a list of six items).' };
    }
    return { content: { kind: 'case-study', caseStudy: parsed.caseStudy, questions: parsed.questions } };
  } catch (error) {
    return { error: `This is not valid JSON yet: ${(error as Error).message}` };
  }
}

/**
 * The case-study editor until the dedicated one (CaseStudyEditor, part H6) replaces it: the case
 * study as the case-study file writes it (`{ "caseStudy": {...}, "questions": [six items] }`) in a
 * monospace box, checked as typed by checkAuthoredContent (six items in CJMM order, one subject);
 * Save is held while a problem remains; a refusal shows the server's sentence and keeps the text.
 */
export function CaseStudyJsonEditor({ initialContent, onSave, saveLabel }: CaseStudyEditorProps) {
  const start = initialContent ?? EMPTY;
  const initialText = JSON.stringify({ caseStudy: start.caseStudy, questions: start.questions }, null, 2);
  const [text, setText] = useState(initialText);
  const [savedText, setSavedText] = useState(initialText);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [checkedText] = useDebouncedValue(text, CHECK_DELAY_MS);
  const problems = useMemo(() => {
    const read = readCaseStudy(checkedText);
    return 'error' in read ? [read.error] : checkAuthoredContent(read.content).problems;
  }, [checkedText]);
  const { blocker } = useLeaveGuard(text !== savedText && !saving);

  const save = async () => {
    const read = readCaseStudy(text);
    if ('error' in read || !checkAuthoredContent(read.content).ok) return;
    setSaving(true);
    setServerError(null);
    try {
      await onSave(read.content);
      setSavedText(text);
    } catch (error) {
      setServerError(
        error instanceof ApiError ? error.message : 'The case study could not be saved. Please try again.',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Textarea
        label="Case study (JSON)"
        description='As a case-study file writes it: {"caseStudy": {"title", "scenario", "chart"}, "questions": [six items, one per CJMM step]}'
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autosize
        minRows={16}
        maxRows={40}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      {problems.length > 0 && (
        <Alert color="yellow" variant="light" title={fixProblemsLabel(problems.length)} role="status">
          <List size="sm" spacing={2}>
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {serverError && (
        <Alert color="red" variant="light" title="Not saved" role="alert">
          <Text size="sm">{serverError}</Text>
        </Alert>
      )}
      <Group>
        <Button onClick={() => void save()} disabled={problems.length > 0} loading={saving}>
          {problems.length > 0 ? fixProblemsLabel(problems.length) : saveLabel}
        </Button>
      </Group>
      <UnsavedChangesDialog blocker={blocker} />
    </Stack>
  );
}
