import { Badge, Button, Card, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassDetail } from '../../../../shared/classes/schemas';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useRemoveMember } from '../api/remove-member';
import { InviteForm } from './InviteForm';
import { JoinCodePanel } from './JoinCodePanel';

type Member = ClassDetail['members'][number];

/**
 * The Students tab of a class (issue 28 item 5): the join code (copy, new code), invite by email,
 * the members with Remove (after a confirmation) and the invitations not yet accepted.
 */
export function StudentsTab({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Member | null>(null);
  const archived = detail.archivedAt !== null;
  const pending = detail.invitations.filter((invitation) => invitation.acceptedAt === null);
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="lg" radius="md">
          <JoinCodePanel classId={detail.id} joinCode={detail.joinCode} archived={archived} />
        </Card>
        {!archived && (
          <Card withBorder padding="lg" radius="md">
            <InviteForm classId={detail.id} />
          </Card>
        )}
      </SimpleGrid>

      <section aria-labelledby="class-members">
        <Title order={2} size="h4" id="class-members" mb="sm">
          {t('Students ({{number}})', { number: detail.members.length })}
        </Title>
        {detail.members.length === 0 ? (
          <Text c="dimmed">{t('No students yet. Share the join code or invite them by email.')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('Name')}</Table.Th>
                  <Table.Th>{t('Email')}</Table.Th>
                  <Table.Th>{t('Joined')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('Actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.members.map((member) => (
                  <Table.Tr key={member.userId}>
                    <Table.Td>{member.name}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.email}</Table.Td>
                    <Table.Td>{formatDateTime(member.joinedAt)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => setRemoving(member)}
                        aria-label={t('Remove {{name}}', { name: member.name })}
                      >
                        {t('Remove')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>

      {pending.length > 0 && (
        <section aria-labelledby="class-invitations">
          <Title order={2} size="h4" id="class-invitations" mb="sm">
            {t('Invitations not yet accepted')}
          </Title>
          <Stack gap={4}>
            {pending.map((invitation) => (
              <Text key={invitation.id} size="sm">
                {invitation.email}{' '}
                <Badge color="gray" variant="light" ml={4}>
                  {t('Invited {{date}}', { date: formatDateTime(invitation.invitedAt) })}
                </Badge>
              </Text>
            ))}
          </Stack>
        </section>
      )}

      <ConfirmDialog
        target={removing}
        title={(shown) => t('Remove {{name}}?', { name: shown?.name ?? t('this student') })}
        confirmLabel={t('Remove')}
        onConfirm={(shown) =>
          remove.mutate({ classId: detail.id, userId: shown.userId }, { onSuccess: () => setRemoving(null) })
        }
        onClose={() => {
          remove.reset();
          setRemoving(null);
        }}
        pending={remove.isPending}
        failure={remove.isError ? errorMessage(remove.error) : null}
        failureTitle={t('The student was not removed')}
      >
        {(shown) => (
          <Text>
            {t(
              '{{name}} leaves the class: its assignments and results no longer show her. She keeps her own attempts and can join again with the code.',
              { name: shown.name },
            )}
          </Text>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
