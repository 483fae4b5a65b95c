import { Alert, Center, Container, Loader } from '@mantine/core';
import { errorMessage } from '../lib/api-client';

/** A page's data is on its way: a spinner with a name for screen readers. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

/** A page's data could not be loaded: what failed and the server's reason. */
export function PageError({ title, error }: { title: string; error: unknown }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" role="alert" title={title}>
        {errorMessage(error)}
      </Alert>
    </Container>
  );
}
