import { Button, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TodayPlan } from '../../../../shared/study-plan/study-plan';
import { errorMessage } from '../../../lib/api-client';
import { useSetExamDate } from '../api/set-exam-date';

/**
 * The exam date field of the plan panel (issue 25 item 5): a native date input (no date picker
 * package is installed), from her local today onwards; Save, and Clear when she set one. The server
 * refuses a past day with a sentence, shown under the field; nothing changes then.
 */
export function ExamDateForm({ plan }: { plan: TodayPlan }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(plan.studentExamDate ?? plan.examDate ?? '');
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSetExamDate();

  const submit = (examDate: string) => {
    setSaved(null);
    save.mutate(
      { examDate },
      {
        onSuccess: () => {
          setSaved(examDate ? t('Exam date saved.') : t('Exam date cleared.'));
          if (!examDate) setValue('');
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit(value);
      }}
      noValidate
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          type="date"
          label={t('Exam date')}
          description={t('The day of your NCLEX appointment')}
          value={value}
          min={plan.today}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={save.isError ? errorMessage(save.error) : undefined}
          style={{ flex: '0 1 240px' }}
        />
        <Button type="submit" loading={save.isPending} disabled={value === ''}>
          {t('Save date')}
        </Button>
        {plan.studentExamDate && (
          <Button type="button" variant="default" onClick={() => submit('')} disabled={save.isPending}>
            {t('Clear')}
          </Button>
        )}
      </Group>
      <Text size="sm" role="status" mt={4} c="dimmed">
        {saved ?? ''}
      </Text>
    </form>
  );
}
