import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CLASS_NAME_MAX } from '../../../../shared/classes/schemas';
import { DialogFrame } from '../../../components/DialogFrame';
import { errorMessage } from '../../../lib/api-client';
import { useCreateAssignment } from '../api/create-assignment';
import { useEditAssignmentDates } from '../api/edit-assignment-dates';
import { useAssignableForms } from '../api/get-assignable-forms';
import {
  type AssignmentFormValues,
  defaultAssignmentValues,
  isoToLocal,
  localToIso,
  validateAssignment,
} from './assignment-form';

/** What the dialog edits: a new assignment, or the dates of an existing one. */
export type AssignmentTarget =
  | { kind: 'new' }
  | { kind: 'dates'; id: string; title: string; opensAt: string; dueAt: string };

/**
 * The assignment dialog (issue 28 item 5): a new assignment (the test among those she may assign,
 * a title, opening and due date and time) or an assignment's new dates; checked with the shared
 * schemas (due after opening), the server's refusal shown in the dialog.
 */
export function AssignmentDialog({
  classId,
  target,
  onClose,
}: {
  classId: string;
  target: AssignmentTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DialogFrame
      opened={target !== null}
      onClose={onClose}
      title={target?.kind === 'dates' ? t('Dates of {{title}}', { title: target.title }) : t('New assignment')}
    >
      {target && (
        <AssignmentForm
          key={target.kind === 'dates' ? target.id : 'new'}
          classId={classId}
          target={target}
          onDone={onClose}
        />
      )}
    </DialogFrame>
  );
}

function AssignmentForm({
  classId,
  target,
  onDone,
}: {
  classId: string;
  target: AssignmentTarget;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const datesOnly = target.kind === 'dates';
  const forms = useAssignableForms(classId, !datesOnly);
  const create = useCreateAssignment();
  const edit = useEditAssignmentDates();
  const failed = create.error ?? edit.error;
  const form = useForm<AssignmentFormValues>({
    mode: 'controlled',
    initialValues:
      target.kind === 'dates'
        ? { formId: '', title: target.title, opensAt: isoToLocal(target.opensAt), dueAt: isoToLocal(target.dueAt) }
        : defaultAssignmentValues(),
    validate: (values) => validateAssignment(values, datesOnly),
  });
  const submit = form.onSubmit((values) => {
    const dates = { opensAt: localToIso(values.opensAt), dueAt: localToIso(values.dueAt) };
    if (target.kind === 'dates') {
      edit.mutate({ classId, assignmentId: target.id, body: dates }, { onSuccess: onDone });
    } else {
      create.mutate({ classId, body: { formId: values.formId, title: values.title, ...dates } }, { onSuccess: onDone });
    }
  });
  const chooseForm = (formId: string | null) => {
    form.setFieldValue('formId', formId ?? '');
    const chosen = forms.data?.forms.find((entry) => entry.id === formId);
    if (chosen && form.values.title.trim() === '') form.setFieldValue('title', chosen.title);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {!datesOnly && (
          <>
            <Select
              label={t('Test')}
              description={t('One of your custom tests, a quiz or the adaptive exam.')}
              placeholder={forms.isPending ? t('Loading the tests…') : t('Choose a test')}
              required
              searchable
              data={(forms.data?.forms ?? []).map((entry) => ({
                value: entry.id,
                label:
                  entry.kind === 'adaptive'
                    ? t('{{title}} (adaptive)', { title: entry.title })
                    : t('{{title}} ({{count}} questions)', { title: entry.title, count: entry.questionCount }),
              }))}
              {...form.getInputProps('formId')}
              onChange={chooseForm}
            />
            {forms.isError && (
              <Alert color="red" role="alert" title={t('The tests could not be loaded')}>
                {errorMessage(forms.error)}
              </Alert>
            )}
            <TextInput label={t('Title')} required maxLength={CLASS_NAME_MAX} {...form.getInputProps('title')} />
          </>
        )}
        <Group grow wrap="wrap" align="flex-start">
          <TextInput type="datetime-local" label={t('Opens')} required miw={200} {...form.getInputProps('opensAt')} />
          <TextInput type="datetime-local" label={t('Due')} required miw={200} {...form.getInputProps('dueAt')} />
        </Group>
        {failed && (
          <Alert
            color="red"
            role="alert"
            title={datesOnly ? t('The dates were not changed') : t('The test was not assigned')}
          >
            {errorMessage(failed)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || edit.isPending}>
            {datesOnly ? t('Save dates') : t('Assign')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
