import { Alert, Blockquote, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_REPORT_REASON_MAX, BOARD_REPORTED, type BoardMessage } from '../../../../shared/board/messages';
import { DialogFrame } from '../../../components/DialogFrame';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useLastShown } from '../../../lib/use-last-shown';
import { useReportBoardMessage } from '../api/report-board-message';
import { excerpt } from './board-texts';

/**
 * Reporting a message or a reply to the admins (beyond the spec; issue 27 item 6 for replies,
 * which it calls replies), open while `message` is not null: it quotes the message and asks for an optional reason (up to BOARD_REPORT_REASON_MAX characters). Report
 * Message sends it; done: the toast 'Thank you. An admin will look at this message.', the dialog
 * closes and the message shows "Reported". Refused: a toast with the server's sentence; the dialog
 * stays with the reason as typed, unless the message is gone (404).
 */
export function ReportMessageDialog({ message, onClose }: { message: BoardMessage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReportBoardMessage();
  const [reason, setReason] = useState('');
  const current = useLastShown(message);
  const isReply = Boolean(current?.parentId);

  const close = () => {
    setReason('');
    report.reset();
    onClose();
  };

  const send = () => {
    if (!current || report.isPending) return;
    report.mutate(
      { messageId: current.id, body: { reason } },
      {
        onSuccess: () => {
          notifications.show({ title: t('Message Reported'), message: t(BOARD_REPORTED), color: 'green' });
          close();
        },
        onError: (error) => {
          notifications.show({ title: t('Error'), message: errorMessage(error), color: 'red' });
          if (error instanceof ApiError && error.status === 404) close();
        },
      },
    );
  };

  return (
    <DialogFrame
      opened={message !== null}
      onClose={close}
      title={isReply ? t('Report this reply?') : t('Report this message?')}
    >
      {current && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <Stack gap="md">
            <Text>
              {isReply
                ? t('An admin will look at the reply from {{name}} and may remove it:', { name: current.authorName })
                : t('An admin will look at the message from {{name}} and may remove it:', { name: current.authorName })}
            </Text>
            <Blockquote color="gray" p="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              “{excerpt(current.message)}”
            </Blockquote>
            <Textarea
              label={t('Reason')}
              description={t('Optional. What is wrong with it?')}
              autosize
              minRows={2}
              maxLength={BOARD_REPORT_REASON_MAX}
              value={reason}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                report.reset();
              }}
            />
            {report.isError && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                title={isReply ? t('The reply was not reported') : t('The message was not reported')}
              >
                {errorMessage(report.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('Cancel')}
              </Button>
              <Button type="submit" color="red" variant="outline" loading={report.isPending}>
                {current.parentId ? t('Report Reply') : t('Report Message')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </DialogFrame>
  );
}
