import { Avatar, Badge, Button, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../../shared/account/initials';
import { msg } from '../../../../shared/i18n/msg';
import type { ManagedUser } from '../../../../shared/user-management/users';
import { formatDateTime } from '../../../lib/format';
import { fullName } from './EditUserDialog';
import { ROLE_COLORS, ROLE_LABELS } from './roles';

/** Why the admin's own Delete button does nothing. */
const OWN_ACCOUNT_DELETE = msg('This is your account: another admin can delete it.');

/** A badge keeps its whole word in a narrow column. */
const BADGE_STYLE = { flexShrink: 0, minWidth: 'max-content' } as const;

/** The user's last activity as the table shows it (issue 23: the later of the last test and the last sign-in), or 'Never'. */
export const lastActivityText = (user: ManagedUser, t: TFunction) =>
  user.lastActivityAt ? formatDateTime(user.lastActivityAt) : t('Never');

/** What a row does with its user: open the Edit User dialog, ask to delete, or show the user's audit log. */
export interface UserRowActions {
  onEdit: (user: ManagedUser) => void;
  onDelete: (user: ManagedUser) => void;
  onViewAuditLog: (user: ManagedUser) => void;
}

/** Initials and full name, with "You" under the signed-in admin's own. */
export function UserIdentity({ user, isSelf }: { user: ManagedUser; isSelf: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar color="blue" radius="xl" size="md" aria-hidden>
        {initialsOf(user)}
      </Avatar>
      <div>
        <Text fw={600} size="sm">
          {fullName(user, t)}
        </Text>
        {isSelf && (
          <Text size="xs" c="dimmed">
            {t('You')}
          </Text>
        )}
      </div>
    </Group>
  );
}

/** The role's badge (spec §2), in its colour. */
export function RoleBadge({ user }: { user: ManagedUser }) {
  const { t } = useTranslation();
  return (
    <Badge color={ROLE_COLORS[user.role]} variant="filled" style={BADGE_STYLE}>
      {t(ROLE_LABELS[user.role])}
    </Badge>
  );
}

/** Registered or Free (spec §2). */
export function StatusBadge({ user }: { user: ManagedUser }) {
  const { t } = useTranslation();
  return user.isRegistered ? (
    <Badge color="green" variant="filled" autoContrast style={BADGE_STYLE}>
      {t('Registered')}
    </Badge>
  ) : (
    <Badge color="gray" variant="outline" style={BADGE_STYLE}>
      {t('Free')}
    </Badge>
  );
}

/**
 * A row's Edit, Delete and Audit log buttons, each named after the user ("Edit Amara Okafor");
 * `wrap` lets them wrap (the stacked rows of a phone). The signed-in admin's own Delete is
 * focusable but does nothing, with the reason under it.
 */
export function UserActions({
  user,
  isSelf,
  actions,
  wrap = false,
}: {
  user: ManagedUser;
  isSelf: boolean;
  actions: UserRowActions;
  wrap?: boolean;
}) {
  const { t } = useTranslation();
  const name = fullName(user, t);
  const hintId = `own-account-${user.id}`;
  return (
    <>
      <Group gap="xs" wrap={wrap ? 'wrap' : 'nowrap'}>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => actions.onEdit(user)}
          aria-label={t('Edit {{name}}', { name })}
        >
          {t('Edit')}
        </Button>
        {isSelf ? (
          // Focusable, so a keyboard reaches it and hears why it does nothing.
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            data-disabled
            aria-disabled
            aria-label={t('Delete {{name}}', { name })}
            aria-describedby={hintId}
            onClick={(event) => event.preventDefault()}
          >
            {t('Delete')}
          </Button>
        ) : (
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            onClick={() => actions.onDelete(user)}
            aria-label={t('Delete {{name}}', { name })}
          >
            {t('Delete')}
          </Button>
        )}
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => actions.onViewAuditLog(user)}
          aria-label={t('View audit log of {{name}}', { name })}
        >
          {t('Audit log')}
        </Button>
      </Group>
      {isSelf && (
        <Text id={hintId} size="xs" c="dimmed" mt={4}>
          {t(OWN_ACCOUNT_DELETE)}
        </Text>
      )}
    </>
  );
}
