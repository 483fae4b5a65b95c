import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../../../shared/roles';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ROLE_LABELS } from './roles';

/** A role change waiting for the admin's word: whose, from which role to which. */
interface RoleChange {
  name: string;
  from: Role;
  to: Role;
}

/** What the confirmation says a role change does; more for a new admin, who can change everything. */
export function roleChangeConsequence({ name, from, to }: RoleChange, t: TFunction): string {
  const change = t("{{name}}'s role changes from {{from}} to {{to}} with their next request.", {
    name,
    from: t(ROLE_LABELS[from]),
    to: t(ROLE_LABELS[to]),
  });
  return to === 'admin'
    ? `${change} ${t('As an admin they can see and change every account, payment and setting.')}`
    : change;
}

/**
 * The confirmation a role change asks before it is saved (issue 23): `confirm(change)` opens
 * "Change the role of <name>?" naming the user and the new role, and resolves true on "Change role
 * to <role>" or false on Cancel (Escape and the close button too); `dialog` renders it.
 */
export function useRoleChangeConfirmation() {
  const { t } = useTranslation();
  const [change, setChange] = useState<RoleChange | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setChange(null);
  }, []);

  const confirm = useCallback(
    (next: RoleChange) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setChange(next);
      }),
    [],
  );

  const dialog = (
    <ConfirmDialog
      target={change}
      title={(shown) => (shown ? t('Change the role of {{name}}?', { name: shown.name }) : t('Change the role?'))}
      confirmLabel={change ? t('Change role to {{role}}', { role: t(ROLE_LABELS[change.to]) }) : t('Change role')}
      cancelLabel={t('Cancel')}
      danger={change?.to === 'admin'}
      onConfirm={() => settle(true)}
      onClose={() => settle(false)}
      pending={false}
    >
      {(shown) => <Text size="sm">{roleChangeConsequence(shown, t)}</Text>}
    </ConfirmDialog>
  );
  return { confirm, dialog };
}
