import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CLASS_NAME_MAX, type ClassBody, classBodySchema } from '../../../../shared/classes/schemas';
import { DialogFrame } from '../../../components/DialogFrame';
import { errorMessage } from '../../../lib/api-client';
import { useRenameClass } from '../api/rename-class';

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
  return (
    <DialogFrame opened={opened} onClose={onClose} title="Rename the class">
      {opened && <RenameForm classId={classId} name={name} onDone={onClose} />}
    </DialogFrame>
  );
}

function RenameForm({ classId, name, onDone }: { classId: string; name: string; onDone: () => void }) {
  const rename = useRenameClass();
  const form = useForm<ClassBody>({
    mode: 'controlled',
    initialValues: { name },
    validate: schemaResolver(classBodySchema, { sync: true }),
  });
  const submit = form.onSubmit((values) => rename.mutate({ classId, body: values }, { onSuccess: onDone }));
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Class name"
          required
          maxLength={CLASS_NAME_MAX}
          data-autofocus
          {...form.getInputProps('name')}
        />
        {rename.isError && (
          <Alert color="red" role="alert" title="The class was not renamed">
            {errorMessage(rename.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={rename.isPending}>
            Save name
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
