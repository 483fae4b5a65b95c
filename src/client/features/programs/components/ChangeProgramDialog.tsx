import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Program } from '../../../../shared/programs/programs';
import { DialogFrame } from '../../../components/DialogFrame';
import { useLastShown } from '../../../lib/use-last-shown';
import { changeProgramText } from './program-texts';

/**
 * The confirmation before a student moves to another programme (issue 13 "changeable with a
 * confirmation"), open while `target` is not null: it names the current programme and the new one,
 * and says the document checklist changes while the documents on file are kept. 'Switch Program'
 * calls `onConfirm`; Cancel (or Escape) closes it with nothing sent. `failure` is the server's
 * sentence when the switch failed; the dialog stays open so it can be tried again.
 */
export function ChangeProgramDialog({
  current,
  target,
  pending,
  failure,
  onConfirm,
  onClose,
}: {
  current: Program | undefined;
  target: Program | null;
  pending: boolean;
  failure: string | null;
  onConfirm: (program: Program) => void;
  onClose: () => void;
}) {
  const shown = useLastShown(target);
  return (
    <DialogFrame opened={target !== null} onClose={onClose} title="Change your program?">
      {shown && (
        <Stack gap="md">
          <Text>{changeProgramText(current, shown)}</Text>
          {failure && (
            <Alert color="red" variant="light" role="alert" title="The program was not changed">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button onClick={() => onConfirm(shown)} loading={pending}>
              Switch Program
            </Button>
          </Group>
        </Stack>
      )}
    </DialogFrame>
  );
}
