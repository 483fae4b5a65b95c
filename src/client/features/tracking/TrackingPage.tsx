import { Container, Title } from '@mantine/core';

/** Stub: replaced by the issue 13 helper that owns this page. */
export function Component() {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>TrackingPage</Title>
    </Container>
  );
}
