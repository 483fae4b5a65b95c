import { Alert, List } from '@mantine/core';

/**
 * The failed rules of a form, listed together (spec §5: "all messages collected and listed
 * together"), under an optional heading such as 'Please fix the following errors:'. It can take
 * the focus (`tabIndex` -1): `useSavingForm` moves the focus to it after a failed submit.
 */
export function ErrorList({ messages, title }: { messages: string[]; title?: string }) {
  if (messages.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      role="alert"
      tabIndex={-1}
      data-error-summary
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {messages.length === 1 && !title ? (
        messages[0]
      ) : (
        <List size="sm" spacing={2}>
          {messages.map((message) => (
            <List.Item key={message}>{message}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
