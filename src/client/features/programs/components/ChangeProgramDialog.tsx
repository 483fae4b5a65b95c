import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Program } from '../../../../shared/programs/programs';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
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
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      target={target}
      title={() => t('Change your program?')}
      confirmLabel={t('Switch Program')}
      onConfirm={onConfirm}
      onClose={onClose}
      pending={pending}
      failure={failure}
      failureTitle={t('The program was not changed')}
      danger={false}
      lockCancel
    >
      {(shown) => <Text>{changeProgramText(current, shown, t)}</Text>}
    </ConfirmDialog>
  );
}
