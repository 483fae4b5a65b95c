import { Alert, List } from '@mantine/core';
import { translateText } from '../i18n/i18n';
import { ERROR_LIST_ATTRIBUTE } from '../lib/use-saving-form';

/**
 * The failed rules of a form, listed together (spec §5: "all messages collected and listed
 * together"), under an optional heading such as 'Please fix the following errors:'. Focusable
 * by script (not by Tab), so a form can take the reader to it.
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
      {...{ [ERROR_LIST_ATTRIBUTE]: true }}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {messages.length === 1 && !title ? (
        translateText(messages[0] ?? '')
      ) : (
        <List size="sm" spacing={2}>
          {messages.map((message) => (
            <List.Item key={message}>{translateText(message)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
