import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { classPath } from '../../../../shared/paths';
import { DialogFrame } from '../../../components/DialogFrame';
import { useCreateClass } from '../api/create-class';
import { ClassNameForm } from './ClassNameForm';

/**
 * The "New class" dialog (issue 28 item 5): the class name, checked with the shared schema; once
 * created, the class's page opens (its join code is there to share).
 */
export function NewClassDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateClass();
  const navigate = useNavigate();
  const close = () => {
    create.reset();
    onClose();
  };
  return (
    <DialogFrame opened={opened} onClose={close} title={t('New class')}>
      {opened && (
        <ClassNameForm
          initialName=""
          description={t('Students see it when they join, e.g. NCLEX-RN Cohort — Spring 2027.')}
          submitLabel={t('Create class')}
          errorTitle={t('The class was not created')}
          error={create.error}
          pending={create.isPending}
          onSubmit={(values) =>
            create.mutate(values, {
              onSuccess: (created) => {
                close();
                void navigate(classPath(created.id));
              },
            })
          }
          onCancel={close}
        />
      )}
    </DialogFrame>
  );
}
