import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../../shared/i18n/msg';
import type { ItemAction } from '../../../../../shared/item-bank/review-workflow';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';

/** The author's and admin's actions in words (the reviewer's, approve and return, are ReviewForm's). */
const LABELS: Partial<Record<ItemAction, string>> = {
  submit: msg('Submit for review'),
  activate: msg('Activate'),
  retire: msg('Retire'),
};

/**
 * The actions the server allows the reader on an item (`actions`, less the reviewer's), and Adopt
 * into the shared bank for an admin (`mayAdopt`). Retire and Adopt ask first: retiring takes the
 * item out of every new test (its history is kept); adopting makes it part of the shared bank.
 * `submitBlocked` disables Submit for review (the content still has problems to fix).
 */
export function ItemActions({
  actions,
  mayAdopt,
  busy,
  onAction,
  onAdopt,
  submitBlocked = false,
}: {
  actions: readonly ItemAction[];
  mayAdopt: boolean;
  busy: boolean;
  onAction: (action: ItemAction) => void;
  onAdopt: () => void;
  submitBlocked?: boolean;
}) {
  const { t } = useTranslation();
  const [confirm, setConfirm] = useState<'retire' | 'adopt' | null>(null);
  const own = actions.filter((action) => LABELS[action]);
  if (own.length === 0 && !mayAdopt) return null;
  return (
    <>
      <Group gap="sm">
        {own.map((action) => (
          <Button
            key={action}
            variant={action === 'retire' ? 'default' : 'filled'}
            color={action === 'retire' ? 'red' : undefined}
            disabled={busy || (action === 'submit' && submitBlocked)}
            onClick={() => (action === 'retire' ? setConfirm('retire') : onAction(action))}
          >
            {t(LABELS[action] ?? '')}
          </Button>
        ))}
        {mayAdopt && (
          <Button variant="default" disabled={busy} onClick={() => setConfirm('adopt')}>
            {t('Adopt into the shared bank')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        target={confirm}
        title={(shown) => (shown === 'adopt' ? t('Adopt this item into the shared bank?') : t('Retire this item?'))}
        confirmLabel={confirm === 'adopt' ? t('Adopt') : t('Retire')}
        danger={confirm !== 'adopt'}
        pending={false}
        onClose={() => setConfirm(null)}
        onConfirm={(shown) => {
          if (shown === 'retire') onAction('retire');
          else onAdopt();
          setConfirm(null);
        }}
      >
        {(shown) => (
          <Text size="sm">
            {shown === 'retire'
              ? t(
                  'A retired item is left out of every new test and practice. Attempts that asked it keep it, and its versions and history stay.',
                )
              : t(
                  'The item becomes part of the shared bank, open to every custom test, not only its author’s and her classes’.',
                )}
          </Text>
        )}
      </ConfirmDialog>
    </>
  );
}
