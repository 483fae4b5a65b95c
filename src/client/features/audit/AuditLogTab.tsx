import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../components/ListPagination';
import { ListSkeleton } from '../../components/ListSkeleton';
import { LoadError } from '../../components/LoadError';
import { type AuditLogQuery, useAuditLog } from './api/get-audit-log';
import { AuditEntryCard } from './components/AuditEntryCard';
import { UserFilter } from './components/UserFilter';

/**
 * The Audit log tab of /user-management (issue 12, beyond the spec): the admins' recorded actions
 * (user edits and deletions, content review, refunds, board moderation, inbox replies), newest
 * first, each with date, admin, action, summary, reason and the record before → after; filtered
 * by user and paged, both kept in the address (through `onQueryChange`).
 */
export function AuditLogTab({
  query,
  onQueryChange,
}: {
  query: AuditLogQuery;
  onQueryChange: (changes: Partial<AuditLogQuery>) => void;
}) {
  const log = useAuditLog(query);
  const { t } = useTranslation();

  let list: ReactNode;
  if (log.isPending) {
    list = <ListSkeleton label={t('Loading the audit log')} />;
  } else if (log.isError) {
    list = <LoadError title={t('The audit log could not be loaded')} query={log} />;
  } else if (log.data.entries.length === 0) {
    list = (
      <Text role="status" fw={500}>
        {query.userId ? t('No recorded actions for this user.') : t('No admin actions recorded yet.')}
      </Text>
    );
  } else {
    list = (
      <Stack gap="sm" aria-busy={log.isPlaceholderData}>
        {log.data.entries.map((entry) => (
          <AuditEntryCard key={entry.id} entry={entry} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Text c="dimmed">
        {t(
          'Every change an admin makes to users, training materials, purchases, board messages and the inbox is recorded here with who made it, when, and the record before and after.',
        )}
      </Text>
      <UserFilter userId={query.userId} onChange={(userId) => onQueryChange({ userId, page: 1 })} />
      {list}
      {log.data && (
        <ListPagination
          label={t('Pages of the audit log')}
          page={query.page}
          pageSize={log.data.pageSize}
          total={log.data.total}
          onChange={(page) => onQueryChange({ page })}
        />
      )}
    </Stack>
  );
}
