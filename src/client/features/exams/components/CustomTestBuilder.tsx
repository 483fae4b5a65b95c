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
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import {
  type CustomTestBody,
  customTestBodySchema,
  MAX_CUSTOM_TEST_MINUTES,
} from '../../../../shared/exams/form-schemas';
import type { DrawBank, ExamMode } from '../../../../shared/exams/forms';
import { CLIENT_NEEDS, SUBJECTS } from '../../../../shared/exams/question-bank';
import type { ItemType } from '../../../../shared/items/registry';
import { errorMessage } from '../../../lib/api-client';
import { useCreateCustomTest } from '../api/create-custom-test';
import { itemRenderers } from '../items/renderers';

/** The "Draw from" choices (issue 28 item 3): the shared bank, the author's own active items, or both. */
const DRAW_FROM: { value: DrawBank; label: string }[] = [
  { value: 'shared', label: 'Shared bank' },
  { value: 'own', label: 'My items' },
  { value: 'both', label: 'Both' },
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
    validate: schemaResolver(customTestBodySchema, { sync: true }),
  });
  const save = useCreateCustomTest();
  /** Whether the save on its way was Save and Start. */
  const [startAfterSave, setStartAfterSave] = useState(false);
  const submit = (start: boolean) =>
    form.onSubmit((values) => {
      if (values.questionCount > maxQuestions) {
        form.setFieldError('questionCount', `Your account can put at most ${maxQuestions} questions in a test.`);
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
      title="Create Custom Test"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit(false)} noValidate>
        <Stack gap="md">
          <TextInput label="Title" required maxLength={80} {...form.getInputProps('title')} />
          <Select
            label="Draw from"
            description="My items: the items of your item bank that are active."
            data={DRAW_FROM}
            allowDeselect={false}
            {...form.getInputProps('bank')}
          />
          <MultiSelect
            label="Subjects"
            description="None chosen: every subject."
            data={[...SUBJECTS]}
            clearable
            {...form.getInputProps('subjects')}
          />
          <MultiSelect
            label="Client needs"
            description="None chosen: every client-needs category."
            data={[...CLIENT_NEEDS]}
            clearable
            {...form.getInputProps('clientNeeds')}
          />
          <Checkbox.Group
            label="Item types"
            description="None chosen: every item type."
            {...form.getInputProps('itemTypes')}
          >
            <Group mt="xs">
              {(Object.keys(itemRenderers) as ItemType[]).map((type) => (
                <Checkbox key={type} value={type} label={itemRenderers[type].label} />
              ))}
            </Group>
          </Checkbox.Group>
          <Group grow align="flex-start">
            <NumberInput
              label="Number of questions"
              description={`At most ${maxQuestions} for your account.`}
              min={1}
              max={maxQuestions}
              allowDecimal={false}
              required
              {...form.getInputProps('questionCount')}
            />
            <NumberInput
              label="Time limit (minutes)"
              min={1}
              max={MAX_CUSTOM_TEST_MINUTES}
              allowDecimal={false}
              required
              {...form.getInputProps('timeLimitMinutes')}
            />
          </Group>
          {save.isError && (
            <Alert color="red" title="The test was not saved" role="alert">
              {errorMessage(save.error)}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            Save and Start opens the test in {mode === 'tutor' ? 'Tutor' : 'Timed'} mode, as chosen on the overview.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="light" loading={save.isPending && !startAfterSave}>
              Save Test
            </Button>
            <Button onClick={() => submit(true)()} loading={save.isPending && startAfterSave}>
              Save and Start
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
