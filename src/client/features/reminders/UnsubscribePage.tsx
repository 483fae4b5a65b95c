import { Alert, Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import { BAD_UNSUBSCRIBE_TOKEN } from '../../../shared/reminders/reminders';
import { ApiError } from '../../lib/api-client';
import { useUnsubscribe } from './api/unsubscribe';

/** The line after unsubscribing, its link to Settings. */
const CHANGED_YOUR_MIND = msg('Changed your mind? Turn it back on in <1>Settings</1>.');

/**
 * /unsubscribe?token=... (issue 25 item 6): the page an email's one-click unsubscribe link opens,
 * signed in or not. It posts the token once on load (the GET of the page changes nothing by
 * itself; mail programs that only prefetch links do not run it) and says which setting is now
 * off, with a link to Settings to turn it back on; a bad link says so.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const posted = useRef(false);
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (posted.current || !token) return;
    posted.current = true;
    mutate({ token });
  }, [token, mutate]);

  return (
    <Container size="sm" py="xl">
      <title>{t('Unsubscribe | Nightingale')}</title>
      <Stack>
        <Title order={1}>{t('Unsubscribe')}</Title>
        {!token || unsubscribe.isError ? (
          <Alert color="red" title={t('This link did not work')} role="alert">
            {unsubscribe.error instanceof ApiError && unsubscribe.error.status !== 400
              ? unsubscribe.error.message
              : t(BAD_UNSUBSCRIBE_TOKEN)}
          </Alert>
        ) : unsubscribe.isSuccess ? (
          <>
            <Text size="lg" role="status">
              {unsubscribe.data.message}
            </Text>
            <Text>
              <Trans
                i18nKey={CHANGED_YOUR_MIND}
                components={{ 1: <Anchor component={Link} to={paths.settings.path} /> }}
              />
            </Text>
          </>
        ) : (
          <Stack align="flex-start" gap="xs">
            <Loader size="sm" aria-hidden />
            <Text role="status">{t('Turning this notification off…')}</Text>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
