import { Button, Card, SegmentedControl, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type ContactMessage, INBOX_FILTERS } from '../../../shared/contact/messages';
import { EmailText } from '../../components/EmailText';
import { ListPagination } from '../../components/ListPagination';
import { ListSkeleton } from '../../components/ListSkeleton';
import { LoadError } from '../../components/LoadError';
import { formatDateTime } from '../../lib/format';
import { type InboxFilter, type InboxQuery, useContactMessages } from './api/get-contact-messages';
import { useMarkContactMessage } from './api/mark-contact-message';
import { InboxStatusBadge } from './components/InboxStatusBadge';
import { MessageDialog } from './components/MessageDialog';

const FILTER_LABELS: Record<InboxFilter, string> = { all: 'All', unread: 'Unread' };
const filterOptions = INBOX_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));

/** What the inbox says when a filter holds nothing. */
const INBOX_EMPTY: Record<InboxFilter, string> = {
  all: 'No messages yet. Messages sent from the Contact page will appear here.',
  unread: 'No unread messages.',
};

/** True when `value` is one of the inbox's filters. */
export const isInboxFilter = (value: string | null): value is InboxFilter =>
  (INBOX_FILTERS as readonly (string | null)[]).includes(value);

/**
 * The Inbox tab of /user-management (issue 12 "The admin's inbox"): contact-form messages, newest
 * first, each with sender, email, subject, date and Unread or Read; the All/Unread filter and the
 * page kept in the address (through `onQueryChange`). Opening a message shows it whole and marks
 * it read; from there the admin marks it unread or replies by email.
 */
export function InboxTab({
  query,
  onQueryChange,
}: {
  query: InboxQuery;
  onQueryChange: (changes: Partial<InboxQuery>) => void;
}) {
  const inbox = useContactMessages(query);
  const mark = useMarkContactMessage();
  const [open, setOpen] = useState<ContactMessage | null>(null);

  const openMessage = (message: ContactMessage) => {
    setOpen(message);
    if (message.readAt !== null) return;
    mark.mutate(
      { messageId: message.id, read: true },
      { onSuccess: (updated) => setOpen((current) => (current?.id === updated.id ? updated : current)) },
    );
  };

  let list: ReactNode;
  if (inbox.isPending) {
    list = <ListSkeleton label="Loading messages" />;
  } else if (inbox.isError) {
    list = <LoadError title="The inbox could not be loaded" query={inbox} m="md" />;
  } else if (inbox.data.messages.length === 0) {
    list = (
      <Text role="status" fw={500} p="lg">
        {INBOX_EMPTY[query.status]}
      </Text>
    );
  } else {
    list = (
      <Table.ScrollContainer minWidth={760} type="native" aria-busy={inbox.isPlaceholderData}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">From</Table.Th>
              <Table.Th scope="col">Subject</Table.Th>
              <Table.Th scope="col">Received</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Open</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {inbox.data.messages.map((message) => {
              const unread = message.readAt === null;
              return (
                <Table.Tr key={message.id}>
                  <Table.Td>
                    <InboxStatusBadge read={!unread} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={unread ? 700 : 500}>
                      {message.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <EmailText email={message.email} />
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={unread ? 700 : 400} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                      {message.subject}
                    </Text>
                    {message.replies.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {message.replies.length === 1 ? '1 reply sent' : `${message.replies.length} replies sent`}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.createdAt)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => openMessage(message)}
                      aria-label={`Open “${message.subject}” from ${message.name}`}
                    >
                      Open
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="inbox-filter-label">
          Show
        </Text>
        <SegmentedControl
          aria-labelledby="inbox-filter-label"
          data={filterOptions}
          value={query.status}
          onChange={(value) => {
            if (isInboxFilter(value)) onQueryChange({ status: value, page: 1 });
          }}
          maw={320}
        />
      </Stack>
      <Card withBorder padding={0} radius="md">
        {list}
      </Card>
      {inbox.data && (
        <ListPagination
          label="Pages of messages"
          page={query.page}
          pageSize={inbox.data.pageSize}
          total={inbox.data.total}
          onChange={(page) => onQueryChange({ page })}
        />
      )}
      <MessageDialog message={open} onChange={setOpen} onClose={() => setOpen(null)} />
    </Stack>
  );
}
