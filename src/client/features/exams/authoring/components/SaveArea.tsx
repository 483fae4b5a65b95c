import { Alert, Button, Group, List, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../../../i18n/i18n';

/** "Fix 1 problem to save" / "Fix 3 problems to save". */
export const fixProblemsLabel = (count: number, t: TFunction) => t('Fix {{count}} problems to save', { count });

/**
 * The foot of an authoring form (ItemForm, CaseStudyForm): the content's problems in a yellow
 * alert titled "Fix N problems to save" (only when `listProblems`: CaseStudyEditor shows its own),
 * the server's refusal in a red "Not saved" alert, the submit button (reading "Fix N problems to
 * save", disabled, while any problem remains; loading while `saving`) and "Unsaved changes" while
 * the form is `dirty`. The button submits the enclosing form.
 */
export function SaveArea({
  problems,
  listProblems = false,
  serverError,
  saving,
  saveLabel,
  dirty,
}: {
  problems: readonly string[];
  listProblems?: boolean;
  serverError: string | null;
  saving: boolean;
  saveLabel: string;
  dirty: boolean;
}) {
  const { t } = useTranslation();
  const blocked = problems.length > 0;
  return (
    <>
      {listProblems && blocked && (
        <Alert color="yellow" variant="light" title={fixProblemsLabel(problems.length, t)} role="status">
          <List size="sm" spacing={2}>
            {problems.map((problem) => (
              <List.Item key={problem}>{translateText(problem)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {serverError && (
        <Alert color="red" variant="light" title={t('Not saved')} role="alert">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {serverError}
          </Text>
        </Alert>
      )}
      <Group>
        <Button type="submit" disabled={blocked} loading={saving}>
          {blocked ? fixProblemsLabel(problems.length, t) : saveLabel}
        </Button>
        {dirty && (
          <Text size="sm" c="dimmed">
            {t('Unsaved changes')}
          </Text>
        )}
      </Group>
    </>
  );
}
