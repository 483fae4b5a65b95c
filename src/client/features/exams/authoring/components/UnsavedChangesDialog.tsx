import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';

/**
 * Asks before leaving a form with unsaved changes (issue 28 item 1): shown while the leave guard
 * holds a navigation (`blocker.state` "blocked"); Stay keeps the page, Leave without saving goes.
 */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      target={blocker.state === 'blocked' ? blocker : null}
      title={() => t('Leave without saving?')}
      confirmLabel={t('Leave without saving')}
      cancelLabel={t('Stay')}
      pending={false}
      onClose={() => blocker.reset?.()}
      onConfirm={(shown) => shown.proceed?.()}
    >
      {() => <Text size="sm">{t('Your changes to this item are not saved. If you leave now, they are lost.')}</Text>}
    </ConfirmDialog>
  );
}
