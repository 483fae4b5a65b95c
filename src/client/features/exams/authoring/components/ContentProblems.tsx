import { Alert, List } from '@mantine/core';

/**
 * The working version's problems by today's rules (`ItemDetail.problems`, `checkAuthoredContent`'s
 * sentences; issue 28, imported drafts): a yellow Alert "Fix these before you submit it for review"
 * listing them, for the server refuses to submit the item until an edit fixes them (400
 * item_invalid). Nothing when there is none.
 */
export function ContentProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title="Fix these before you submit it for review">
      <List size="sm" spacing="xs" aria-label="Problems to fix">
        {problems.map((problem) => (
          <List.Item key={problem} style={{ overflowWrap: 'anywhere' }}>
            {problem}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
