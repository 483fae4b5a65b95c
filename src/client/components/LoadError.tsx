import { Alert, Button, type MantineSpacing, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-client';

/** What `LoadError` needs of a TanStack query: its error, whether it is asking again, and how to ask again. */
interface RetryableQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A list, tab or dialog whose data could not be loaded (docs/architecture.md §10): a red
 * alert titled `title` with the server's sentence (`errorMessage`), and Try Again, which asks
 * again and spins while it does. `m` spaces it inside a card.
 */
export function LoadError({ title, query, m }: { title: string; query: RetryableQuery; m?: MantineSpacing }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" title={title} m={m}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(query.error)}</Text>
        <Button size="sm" variant="default" onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('Try Again')}
        </Button>
      </Stack>
    </Alert>
  );
}
