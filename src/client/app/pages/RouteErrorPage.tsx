import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * Shown when a page fails to load or throws while rendering (for example after a deploy replaced
 * the page's code). Offers a reload, which fetches the current version.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error('page failed', error);
  }, [error]);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{t('Something went wrong')}</Title>
        <Text c="dimmed">{t('This page could not be shown. Reloading the page usually fixes it.')}</Text>
        <Button onClick={() => window.location.reload()}>{t('Reload the page')}</Button>
      </Stack>
    </Container>
  );
}
