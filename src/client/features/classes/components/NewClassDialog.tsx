import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { CLASS_NAME_MAX, type ClassBody, classBodySchema } from '../../../../shared/classes/schemas';
import { classPath } from '../../../../shared/paths';
import { DialogFrame } from '../../../components/DialogFrame';
import { errorMessage } from '../../../lib/api-client';
import { useCreateClass } from '../api/create-class';

/**
 * The "New class" dialog (issue 28 item 5): the class name, checked with the shared schema; once
 * created, the class's page opens (its join code is there to share).
 */
export function NewClassDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateClass();
  const navigate = useNavigate();
  const form = useForm<ClassBody>({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: schemaResolver(classBodySchema, { sync: true }),
  });
  const close = () => {
    form.reset();
    create.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (created) => {
        close();
        void navigate(classPath(created.id));
      },
    }),
  );
  return (
    <DialogFrame opened={opened} onClose={close} title="New class">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Class name"
            description="Students see it when they join, e.g. NCLEX-RN Cohort — Spring 2027."
            required
            maxLength={CLASS_NAME_MAX}
            data-autofocus
            {...form.getInputProps('name')}
          />
          {create.isError && (
            <Alert color="red" role="alert" title="The class was not created">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create class
            </Button>
          </Group>
        </Stack>
      </form>
    </DialogFrame>
  );
}
