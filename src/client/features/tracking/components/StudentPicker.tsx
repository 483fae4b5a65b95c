import { Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { ListSkeleton } from '../../../components/ListSkeleton';
import { LoadError } from '../../../components/LoadError';
import { formatNumber } from '../../../lib/format';
import { useUsers } from '../../../lib/users/get-users';

/** How long the search waits after the last keystroke before it asks the server (ms). */
const SEARCH_DELAY_MS = 300;

/**
 * The admins' choice of student on /tracking: a search by name or email (GET /api/admin/users
 * with role=student, done by the server, the first page of matches, newest accounts first), each
 * match with its name, email and a link to its timeline (`?student=<id>`).
 */
export function StudentPicker() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const users = useUsers({ q, role: 'student', page: 1 });

  let results: ReactNode;
  if (users.isPending) results = <ListSkeleton label={t('Loading students')} />;
  else if (users.isError) results = <LoadError title={t('The students could not be loaded')} query={users} m="md" />;
  else if (users.data.users.length === 0)
    results = (
      <Text role="status" p="lg">
        {q ? t('No students match “{{query}}”.', { query: q }) : t('No students yet.')}
      </Text>
    );
  else
    results = (
      <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-busy={users.isFetching}>
        {users.data.users.map((student) => {
          const name = `${student.firstName} ${student.lastName}`.trim() || student.email;
          return (
            <Group
              key={student.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              px="md"
              py="sm"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {student.email}
                </Text>
              </div>
              <Button
                component={Link}
                to={paths.tracking.href({ student: student.id })}
                size="xs"
                variant="light"
                aria-label={t('Open the timeline of {{name}}', { name })}
                style={{ flexShrink: 0 }}
              >
                {t('Open timeline')}
              </Button>
            </Group>
          );
        })}
      </Stack>
    );

  return (
    <Stack gap="sm">
      <TextInput
        label={t('Search students')}
        description={t('By name or email.')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={480}
      />
      <Card withBorder padding={0} radius="md">
        {results}
      </Card>
      {users.data && users.data.total > users.data.users.length && (
        <Text size="sm" c="dimmed">
          {t('Showing the newest {{shown}} of {{total}} students. Search to find another.', {
            shown: users.data.users.length,
            total: formatNumber(users.data.total),
          })}
        </Text>
      )}
    </Stack>
  );
}
