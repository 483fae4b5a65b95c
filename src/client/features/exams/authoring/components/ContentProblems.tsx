import { Alert, List } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../../../i18n/i18n';

/**
 * The working version's problems by today's rules (`ItemDetail.problems`, `checkAuthoredContent`'s
 * sentences; issue 28, imported drafts): a yellow Alert "Fix these before you submit it for review"
 * listing them, for the server refuses to submit the item until an edit fixes them (400
 * item_invalid). Nothing when there is none.
 */
export function ContentProblems({ problems }: { problems: readonly string[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title={t('Fix these before you submit it for review')}>
      <List size="sm" spacing="xs" aria-label={t('Problems to fix')}>
        {problems.map((problem) => (
          <List.Item key={problem} style={{ overflowWrap: 'anywhere' }}>
            {translateText(problem)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
