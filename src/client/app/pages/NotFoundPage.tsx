import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';

const NO_PAGE = msg('There is no page at <1>{{pathname}}</1>. It may have moved, or the link may be mistyped.');

/**
 * Any unknown path (spec §2): 'Oops! Page not found' and a link home. The bad path is logged here
 * for in-app navigation and by the server (with status 404) when the page is loaded directly.
 */
export function Component() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);

  return (
    <Container size="sm" py={80}>
      <title>{t('Page not found | Nightingale')}</title>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="blue.8" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{t('Oops! Page not found')}</Title>
        <Text c="dimmed">
          <Trans i18nKey={NO_PAGE} values={{ pathname }} components={{ 1: <Text span fw={600} /> }} />
        </Text>
        <Button component={Link} to={paths.landing.path}>
          {t('Return to Home')}
        </Button>
      </Stack>
    </Container>
  );
}
