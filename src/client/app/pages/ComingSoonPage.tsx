import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';

/**
 * A page of the product that is not built yet: it names the page and offers the sample test,
 * so links to it never lead to a 404.
 */
export function Component() {
  const { pathname } = useLocation();
  const page = Object.values(paths).find((p) => p.path === pathname.replace(/\/+$/, ''));
  const title = page?.title ?? 'This page';
  return (
    <Container size="sm" py={80}>
      <title>{`${title} | Nightingale`}</title>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">This part of Nightingale is coming soon. Meanwhile, try the free sample test.</Text>
        <Group justify="center">
          <Button component={Link} to={paths.sampleTest.path}>
            Take Sample Test
          </Button>
          <Button component={Link} to={paths.landing.path} variant="default">
            Back to Home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
