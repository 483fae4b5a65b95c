import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/DialogFrame';
import { useRenameClass } from '../api/rename-class';
import { ClassNameForm } from './ClassNameForm';

/** The Rename dialog of a class (issue 28 item 5): its new name, checked with the shared schema. */
export function RenameClassDialog({
  classId,
  name,
  opened,
  onClose,
}: {
  classId: string;
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogFrame opened={opened} onClose={onClose} title={t('Rename the class')}>
      {opened && <RenameForm classId={classId} name={name} onDone={onClose} />}
    </DialogFrame>
  );
}

function RenameForm({ classId, name, onDone }: { classId: string; name: string; onDone: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameClass();
  return (
    <ClassNameForm
      initialName={name}
      submitLabel={t('Save name')}
      errorTitle={t('The class was not renamed')}
      error={rename.error}
      pending={rename.isPending}
      onSubmit={(body) => rename.mutate({ classId, body }, { onSuccess: onDone })}
      onCancel={onDone}
    />
  );
}
