import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/paths';

/**
 * Any unknown path (spec §2): 'Oops! Page not found' and a link home. The bad path is logged here
 * for in-app navigation and by the server (with status 404) when the page is loaded directly.
 */
export function Component() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);

  return (
    <Container size="sm" py={80}>
      <title>Page not found | Nightingale</title>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="blue.8" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Oops! Page not found</Title>
        <Text c="dimmed">
          There is no page at{' '}
          <Text span fw={600}>
            {pathname}
          </Text>
          . It may have moved, or the link may be mistyped.
        </Text>
        <Button component={Link} to={paths.landing.path}>
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
