import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageStatus';
import { ApiError, errorMessage } from '../../../lib/api-client';

/** The Back button that returns a phone to the list (hidden from the md breakpoint, where the list stays beside the thread). */
export function BackToList({ onBack }: { onBack: () => void }) {
  return (
    <Button variant="default" size="xs" onClick={onBack} hiddenFrom="md" style={{ alignSelf: 'flex-start' }}>
      ← Back to conversations
    </Button>
  );
}

/**
 * The open conversation's column while it loads or when it cannot be shown: a loader; for a 404
 * (not the viewer's, or gone) the server's sentence and Back; for another failure the reason and
 * Try Again. `children` is the thread once loaded.
 */
export function ThreadPanel({
  query,
  onBack,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  onBack: () => void;
  children: ReactNode;
}) {
  if (query.isPending) return <PageLoader label="Loading the conversation" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" variant="light" role="alert" title="This conversation cannot be shown" w="100%">
            {errorMessage(query.error)}
          </Alert>
          <Button variant="default" onClick={onBack}>
            Back to conversations
          </Button>
        </Stack>
      );
    }
    return (
      <Stack gap="sm">
        <BackToList onBack={onBack} />
        <LoadError title="The conversation could not be loaded" query={query} />
      </Stack>
    );
  }
  return children;
}
