import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorMessage } from '../../../lib/api-client';
import { useRunCalibration } from '../api/run-calibration';

/**
 * "Run calibration now" (issue 22 item 5): asks first in a dialog what a run does, then runs it
 * (the button and the dialog's confirm show it is busy until it finishes, a few seconds) and toasts
 * its figures; a refusal (another run in progress, 409) stays in the dialog with the server's
 * sentence. The statistics refresh either way.
 */
export function RunCalibrationButton({ minResponses }: { minResponses: number }) {
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
        Run calibration now
      </Button>
      <ConfirmDialog
        target={confirming}
        title={() => 'Run the calibration now?'}
        confirmLabel="Run calibration"
        danger={false}
        lockCancel
        pending={run.isPending}
        failure={run.isError ? errorMessage(run.error) : null}
        failureTitle="The calibration did not run"
        onClose={close}
        onConfirm={() =>
          run.mutate(undefined, {
            onSuccess: (summary) => {
              setConfirming(null);
              notifications.show({
                color: 'green',
                title: 'Calibration finished',
                message: `${summary.itemsCalibrated.toLocaleString('en-US')} items calibrated from ${summary.responses.toLocaleString('en-US')} responses; ${summary.itemsPromoted} promoted from pretest.`,
              });
            },
          })
        }
      >
        {() => (
          <Text size="sm">
            Every item with at least {minResponses} responses gets its difficulty estimated again from all the responses
            recorded so far, pretest items that fit the model become scored, and the adaptive test uses the new
            difficulties within a minute. It takes a few seconds.
          </Text>
        )}
      </ConfirmDialog>
    </>
  );
}
