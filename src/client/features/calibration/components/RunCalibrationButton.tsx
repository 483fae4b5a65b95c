import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { useRunCalibration } from '../api/run-calibration';

/**
 * "Run calibration now" (issue 22 item 5): asks first in a dialog what a run does, then runs it
 * (the button and the dialog's confirm show it is busy until it finishes, a few seconds) and toasts
 * its figures; a refusal (another run in progress, 409) stays in the dialog with the server's
 * sentence. The statistics refresh either way.
 */
export function RunCalibrationButton({ minResponses }: { minResponses: number }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<true | null>(null);
  const run = useRunCalibration();
  const close = () => {
    if (run.isPending) return;
    setConfirming(null);
    run.reset();
  };
  return (
    <>
      <Button onClick={() => setConfirming(true)} loading={run.isPending}>
        {t('Run calibration now')}
      </Button>
      <ConfirmDialog
        target={confirming}
        title={() => t('Run the calibration now?')}
        confirmLabel={t('Run calibration')}
        danger={false}
        lockCancel
        pending={run.isPending}
        failure={run.isError ? errorMessage(run.error) : null}
        failureTitle={t('The calibration did not run')}
        onClose={close}
        onConfirm={() =>
          run.mutate(undefined, {
            onSuccess: (summary) => {
              setConfirming(null);
              notifications.show({
                color: 'green',
                title: t('Calibration finished'),
                message: t(
                  '{{items}} items calibrated from {{responses}} responses; {{promoted}} promoted from pretest.',
                  {
                    items: formatNumber(summary.itemsCalibrated),
                    responses: formatNumber(summary.responses),
                    promoted: summary.itemsPromoted,
                  },
                ),
              });
            },
          })
        }
      >
        {() => (
          <Text size="sm">
            {t(
              'Every item with at least {{minResponses}} responses gets its difficulty estimated again from all the responses recorded so far, pretest items that fit the model become scored, and the adaptive test uses the new difficulties within a minute. It takes a few seconds.',
              { minResponses },
            )}
          </Text>
        )}
      </ConfirmDialog>
    </>
  );
}
