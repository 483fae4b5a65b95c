import { Text } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
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
export function roleChangeConsequence({ name, from, to }: RoleChange): string {
  const change = `${name}'s role changes from ${ROLE_LABELS[from]} to ${ROLE_LABELS[to]} with their next request.`;
  return to === 'admin' ? `${change} As an admin they can see and change every account, payment and setting.` : change;
}

/**
 * The confirmation a role change asks before it is saved (issue 23): `confirm(change)` opens
 * "Change the role of <name>?" naming the user and the new role, and resolves true on "Change role
 * to <role>" or false on Cancel (Escape and the close button too); `dialog` renders it.
 */
export function useRoleChangeConfirmation() {
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
      title={(shown) => (shown ? `Change the role of ${shown.name}?` : 'Change the role?')}
      confirmLabel={change ? `Change role to ${ROLE_LABELS[change.to]}` : 'Change role'}
      danger={change?.to === 'admin'}
      onConfirm={() => settle(true)}
      onClose={() => settle(false)}
      pending={false}
    >
      {(shown) => <Text size="sm">{roleChangeConsequence(shown)}</Text>}
    </ConfirmDialog>
  );
  return { confirm, dialog };
}
