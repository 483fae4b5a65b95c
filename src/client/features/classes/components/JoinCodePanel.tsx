import { Button, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../../shared/paths';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/api-client';
import { useRegenerateJoinCode } from '../api/regenerate-join-code';

/**
 * A class's join code (issue 28 item 5) with Copy code and Copy link (`/join-class?code=CODE`), and
 * New code after a confirmation (the old code joins nothing afterwards).
 */
export function JoinCodePanel({
  classId,
  joinCode,
  archived,
}: {
  classId: string;
  joinCode: string;
  archived: boolean;
}) {
  const { t } = useTranslation();
  const regenerate = useRegenerateJoinCode();
  const [confirming, setConfirming] = useState<true | null>(null);
  const link = `${window.location.origin}${paths.joinClass.href()}?code=${joinCode}`;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('Join code')}
      </Title>
      <Text
        ff="monospace"
        fz={28}
        fw={700}
        aria-label={t('Join code {{code}}', { code: joinCode.split('').join(' ') })}
      >
        {joinCode}
      </Text>
      <Text size="sm" c="dimmed">
        {t('Students enter it on the Join a Class page, or open the link.')}
      </Text>
      <Group gap="xs">
        <CopyButton value={joinCode}>
          {({ copied, copy }) => (
            <Button size="sm" variant="default" onClick={copy}>
              {copied ? t('Code copied') : t('Copy code')}
            </Button>
          )}
        </CopyButton>
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button size="sm" variant="default" onClick={copy}>
              {copied ? t('Link copied') : t('Copy link')}
            </Button>
          )}
        </CopyButton>
        {!archived && (
          <Button size="sm" variant="subtle" color="red" onClick={() => setConfirming(true)}>
            {t('New code')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        target={confirming}
        title={() => t('Give the class a new code?')}
        confirmLabel={t('New code')}
        onConfirm={() => regenerate.mutate(classId, { onSuccess: () => setConfirming(null) })}
        onClose={() => {
          regenerate.reset();
          setConfirming(null);
        }}
        pending={regenerate.isPending}
        failure={regenerate.isError ? errorMessage(regenerate.error) : null}
        failureTitle={t('The code was not changed')}
      >
        {() => (
          <Text>
            {t('The code {{code}} and its link will join nothing any more. Students already in the class stay.', {
              code: joinCode,
            })}
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
