import { Alert, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import {
  STEP_FOLLOWS_RECORDS,
  STEP_NOTE_MAX,
  STEP_STATUS_LABELS,
  STEP_STATUSES,
  STEP_UPDATED,
  type StepStatus,
  type StepUpdateBody,
  stepUpdateBodySchema,
  type TimelineStep,
} from '../../../../shared/tracking/tracking';
import { DialogFrame } from '../../../components/DialogFrame';
import { FormFrame } from '../../../components/FormFrame';
import { useLastShown } from '../../../lib/use-last-shown';
import { useSavingForm } from '../../../lib/use-saving-form';
import { useUpdateStep } from '../api/update-step';

/** The form's opening values: the step as it is, '' for a date or note it does not have. */
function toFormValues(step: TimelineStep): StepUpdateBody {
  const common = { dueOn: step.dueOn ?? '', note: step.note ?? '' };
  if (step.source === 'records') return common;
  return { status: step.status, completedOn: step.completedOn ?? '', ...common };
}

/**
 * What the PUT sends: for a step of the support team its status, the date completed (only when
 * completed, else '' to clear it), the due date and the note; for a step that follows the records
 * only the due date and the note (the schema's defaults would add an empty date completed, which
 * the server refuses for such a step).
 */
function toBody(step: TimelineStep, checked: z.output<typeof stepUpdateBodySchema>): StepUpdateBody {
  const { dueOn, note } = checked;
  if (step.source === 'records') return { dueOn, note };
  const status = checked.status ?? step.status;
  return { status, completedOn: status === 'completed' ? (checked.completedOn ?? '') : '', dueOn, note };
}

/**
 * The Edit dialog of one step of a student's timeline (issue 13; open while `step` is not null),
 * for admins. A step of the support team: its status (Completed, In progress, Pending), the date it
 * was completed (shown and required when completed: STEP_DATE_REQUIRED), the due date and the note
 * the student reads. A step that follows the records (STEP_FOLLOWS_RECORDS): only the due date and
 * the note. Empty fields are cleared. Saved, it toasts STEP_UPDATED and closes; a refusal keeps
 * what was typed and shows the server's sentence.
 */
export function EditStepDialog({
  userId,
  studentName,
  step,
  onClose,
}: {
  userId: string;
  studentName: string;
  step: TimelineStep | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const shown = useLastShown(step);
  return (
    <DialogFrame
      opened={step !== null}
      onClose={onClose}
      title={shown ? t('Edit {{step}}', { step: t(shown.title) }) : t('Edit step')}
    >
      {shown && (
        <EditStepForm
          key={`${userId}/${shown.key}`}
          userId={userId}
          studentName={studentName}
          step={shown}
          onDone={onClose}
        />
      )}
    </DialogFrame>
  );
}

function EditStepForm({
  userId,
  studentName,
  step,
  onDone,
}: {
  userId: string;
  studentName: string;
  step: TimelineStep;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateStep();
  const bySupport = step.source === 'support';
  const { form, ...saving } = useSavingForm({
    initialValues: toFormValues(step),
    schema: stepUpdateBodySchema,
    pending: update.isPending,
    save: async (checked) => {
      const body = toBody(step, checked);
      await update.mutateAsync({ userId, step: step.key, body });
      notifications.show({
        title: t(STEP_UPDATED),
        message: t('{{step}} is saved for {{name}}.', { step: t(step.title), name: studentName }),
        color: 'green',
      });
      onDone();
    },
  });

  return (
    <FormFrame
      saving={saving}
      failureTitle={t('The step was not saved')}
      submitLabel={t('Save')}
      pending={update.isPending}
      secondaryAction={{ label: t('Cancel'), onClick: onDone }}
    >
      <Text size="sm">{t('Student: {{name}}', { name: studentName })}</Text>
      {bySupport ? (
        <>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="step-status-label">
              {t('Status')}
            </Text>
            <SegmentedControl
              aria-labelledby="step-status-label"
              data={STEP_STATUSES.map((status) => ({ value: status, label: t(STEP_STATUS_LABELS[status]) }))}
              value={form.values.status ?? step.status}
              onChange={(value) => form.setFieldValue('status', value as StepStatus)}
              fullWidth
            />
          </Stack>
          {form.values.status === 'completed' && (
            <TextInput label={t('Date completed')} type="date" required {...form.getInputProps('completedOn')} />
          )}
        </>
      ) : (
        <Alert color="blue" variant="light">
          {t(STEP_FOLLOWS_RECORDS)}
        </Alert>
      )}
      <TextInput
        label={t('Due date')}
        description={t('Shown to the student as a deadline until the step is completed. Leave empty for none.')}
        type="date"
        {...form.getInputProps('dueOn')}
      />
      <Textarea
        label={t('Note')}
        description={t('The student reads it under the step. Leave empty for none.')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={STEP_NOTE_MAX}
        {...form.getInputProps('note')}
      />
    </FormFrame>
  );
}
