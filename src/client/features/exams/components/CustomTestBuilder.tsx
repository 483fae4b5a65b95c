import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CustomTestBody,
  customTestBodySchema,
  MAX_CUSTOM_TEST_MINUTES,
} from '../../../../shared/exams/form-schemas';
import type { DrawBank, ExamMode } from '../../../../shared/exams/forms';
import { CLIENT_NEEDS, SUBJECTS } from '../../../../shared/exams/question-bank';
import { msg } from '../../../../shared/i18n/msg';
import type { ItemType } from '../../../../shared/items/registry';
import { translatedResolver } from '../../../i18n/translated-resolver';
import { errorMessage } from '../../../lib/api-client';
import { useCreateCustomTest } from '../api/create-custom-test';
import { itemRenderers } from '../items/renderers';

/** The "Draw from" choices (issue 28 item 3): the shared bank, the author's own active items, or both. */
const DRAW_FROM: { value: DrawBank; label: string }[] = [
  { value: 'shared', label: msg('Shared bank') },
  { value: 'own', label: msg('My items') },
  { value: 'both', label: msg('Both') },
];

interface CustomTestBuilderProps {
  opened: boolean;
  onClose: () => void;
  /** The author's maximum questions per test (spec §6: instructor 150, admin 200). */
  maxQuestions: number;
  /** Called with the saved test's id and the mode, when "Save and Start" was chosen. */
  onSaved: (formId: string, start: boolean) => void;
  mode: ExamMode;
}

/**
 * Create Custom Test (spec §6 "Create tests": instructors and admins): a title, the subjects, client
 * needs and item types to draw from (none chosen means all), the bank to draw from ("Draw from":
 * the shared bank, her own active items of the item bank, or both; issue 28), the number of
 * questions up to the author's maximum, and the time limit. The server checks it all again and says when too few items
 * match; what was typed stays in the form on any error.
 */
export function CustomTestBuilder({ opened, onClose, maxQuestions, onSaved, mode }: CustomTestBuilderProps) {
  const { t } = useTranslation();
  const form = useForm<CustomTestBody>({
    mode: 'controlled',
    initialValues: {
      title: '',
      subjects: [],
      clientNeeds: [],
      itemTypes: [],
      questionCount: Math.min(50, maxQuestions),
      timeLimitMinutes: 75,
      bank: 'shared',
    },
    validate: translatedResolver(customTestBodySchema),
  });
  const save = useCreateCustomTest();
  /** Whether the save on its way was Save and Start. */
  const [startAfterSave, setStartAfterSave] = useState(false);
  const submit = (start: boolean) =>
    form.onSubmit((values) => {
      if (values.questionCount > maxQuestions) {
        form.setFieldError(
          'questionCount',
          t('Your account can put at most {{max}} questions in a test.', { max: maxQuestions }),
        );
        return;
      }
      setStartAfterSave(start);
      save.mutate(values, {
        onSuccess: (saved) => {
          form.reset();
          onSaved(saved.id, start);
        },
      });
    });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Create Custom Test')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <form onSubmit={submit(false)} noValidate>
        <Stack gap="md">
          <TextInput label={t('Title')} required maxLength={80} {...form.getInputProps('title')} />
          <Select
            label={t('Draw from')}
            description={t('My items: the items of your item bank that are active.')}
            data={DRAW_FROM.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
            allowDeselect={false}
            {...form.getInputProps('bank')}
          />
          <MultiSelect
            label={t('Subjects')}
            description={t('None chosen: every subject.')}
            data={SUBJECTS.map((subject) => ({ value: subject, label: t(subject) }))}
            clearable
            {...form.getInputProps('subjects')}
          />
          <MultiSelect
            label={t('Client needs')}
            description={t('None chosen: every client-needs category.')}
            data={CLIENT_NEEDS.map((need) => ({ value: need, label: t(need) }))}
            clearable
            {...form.getInputProps('clientNeeds')}
          />
          <Checkbox.Group
            label={t('Item types')}
            description={t('None chosen: every item type.')}
            {...form.getInputProps('itemTypes')}
          >
            <Group mt="xs">
              {(Object.keys(itemRenderers) as ItemType[]).map((type) => (
                <Checkbox key={type} value={type} label={t(itemRenderers[type].label)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group grow align="flex-start">
            <NumberInput
              label={t('Number of questions')}
              description={t('At most {{max}} for your account.', { max: maxQuestions })}
              min={1}
              max={maxQuestions}
              allowDecimal={false}
              required
              {...form.getInputProps('questionCount')}
            />
            <NumberInput
              label={t('Time limit (minutes)')}
              min={1}
              max={MAX_CUSTOM_TEST_MINUTES}
              allowDecimal={false}
              required
              {...form.getInputProps('timeLimitMinutes')}
            />
          </Group>
          {save.isError && (
            <Alert color="red" title={t('The test was not saved')} role="alert">
              {errorMessage(save.error)}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            {mode === 'tutor'
              ? t('Save and Start opens the test in Tutor mode, as chosen on the overview.')
              : t('Save and Start opens the test in Timed mode, as chosen on the overview.')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" variant="light" loading={save.isPending && !startAfterSave}>
              {t('Save Test')}
            </Button>
            <Button onClick={() => submit(true)()} loading={save.isPending && startAfterSave}>
              {t('Save and Start')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
