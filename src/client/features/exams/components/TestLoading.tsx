import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What an attempt's page shows while the attempt or its screen's code loads: a spinner and "Loading your test…". */
export function TestLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Loader aria-label={t('Loading your test')} />
        <Text c="dimmed">{t('Loading your test…')}</Text>
      </Stack>
    </Center>
  );
}
