import { Alert, Anchor, Container, Tabs, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import { can } from '../../../shared/roles';
import { type ManagedUser, USER_MANAGEMENT_RESTRICTED } from '../../../shared/user-management/users';
import { AddressTabs } from '../../components/AddressTabs';
import { PageMeta } from '../../components/PageMeta';
import { PageLoader } from '../../components/PageStatus';
import { AuditLogTab } from '../../features/audit/AuditLogTab';
import type { AuditLogQuery } from '../../features/audit/api/get-audit-log';
import { isRoleFilter, UsersTab } from '../../features/user-management/components/UsersTab';
import { pageOf } from '../../lib/page-param';
import { useCurrentUser } from '../../lib/session/use-current-user';
import type { UsersQuery } from '../../lib/users/get-users';

/**
 * Where each tab keeps its state in the address, so a reload or a shared link shows the same view:
 * Users `q`, `role`, `page`; Audit log `user`, `auditPage`.
 */
/** The page's introduction, whose link is the support queue. */
const MANAGE_INTRO = msg(
  'Manage every account and see what admins have changed. Messages sent from the Contact page are answered in the <1>support queue of the Communication Center</1>.',
);

const PARAMS = {
  users: { q: 'q', role: 'role', page: 'page' },
  audit: { userId: 'user', page: 'auditPage' },
} as const;

/**
 * /user-management (spec §2 "User management", §5 "Edit user", §6, §8; issue 12): admins only;
 * everyone else, signed out too, reads 'Access Restricted: This page is only available for
 * administrators.' and nothing is asked of the API but the session. Two tabs, the active one
 * kept in the address (`?tab=audit`): Users and Audit log. The contact form's messages are
 * answered in the one support queue at /communication (issue 23; the spec names no inbox here),
 * which the page's introduction links to.
 */
export function Component() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  return (
    <Container size="xl" py="xl">
      <PageMeta page={paths.userManagement} />
      <Title order={1}>{t('User Management')}</Title>
      {isLoading ? (
        <PageLoader label={t('Checking your account')} />
      ) : user && can(user, 'adminFeatures') ? (
        <UserManagement currentUserId={user.id} />
      ) : (
        <Alert color="red" variant="light" mt="lg">
          <Text>{t(USER_MANAGEMENT_RESTRICTED)}</Text>
        </Alert>
      )}
    </Container>
  );
}

/** The tabs and their state in the address. */
function UserManagement({ currentUserId }: { currentUserId: string }) {
  const [params, setParams] = useSearchParams();

  /** Sets (or, for '', null, 1 as a page, and the defaults, removes) the address's parameters. */
  const update = useCallback(
    (changes: Record<string, string | number | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const isDefault =
              value === null ||
              value === '' ||
              (value === 1 && key.toLowerCase().endsWith('page')) ||
              (key === PARAMS.users.role && value === 'all');
            if (isDefault) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const requestedRole = params.get(PARAMS.users.role);
  const usersQuery: UsersQuery = {
    q: params.get(PARAMS.users.q)?.trim() ?? '',
    role: isRoleFilter(requestedRole) ? requestedRole : 'all',
    page: pageOf(params.get(PARAMS.users.page)),
  };
  const auditQuery: AuditLogQuery = {
    userId: params.get(PARAMS.audit.userId) || null,
    page: pageOf(params.get(PARAMS.audit.page)),
  };

  const changeUsers = useCallback(
    (changes: Partial<UsersQuery>) =>
      update(
        Object.fromEntries(
          Object.entries(changes).map(([key, value]) => [PARAMS.users[key as keyof UsersQuery], value]),
        ),
      ),
    [update],
  );
  const changeAudit = useCallback(
    (changes: Partial<AuditLogQuery>) =>
      update(
        Object.fromEntries(
          Object.entries(changes).map(([key, value]) => [PARAMS.audit[key as keyof AuditLogQuery], value]),
        ),
      ),
    [update],
  );
  const viewAuditLog = useCallback(
    (user: ManagedUser) => update({ tab: 'audit', [PARAMS.audit.userId]: user.id, [PARAMS.audit.page]: null }),
    [update],
  );

  return (
    <>
      <Text c="dimmed" mt="xs">
        <Trans
          i18nKey={MANAGE_INTRO}
          components={{ 1: <Anchor component={Link} to={paths.communication.href()} underline="always" /> }}
        />
      </Text>
      <AddressTabs
        tabs={[
          { value: 'users', label: msg('Users') },
          { value: 'audit', label: msg('Audit log') },
        ]}
        keepMounted={false}
      >
        <Tabs.Panel value="users" pt="lg">
          <UsersTab
            query={usersQuery}
            onQueryChange={changeUsers}
            currentUserId={currentUserId}
            onViewAuditLog={viewAuditLog}
          />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="lg">
          <AuditLogTab query={auditQuery} onQueryChange={changeAudit} />
        </Tabs.Panel>
      </AddressTabs>
    </>
  );
}
