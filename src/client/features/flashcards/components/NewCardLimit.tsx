import { Alert, Button, Group, NumberInput, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  DAILY_NEW_LIMIT,
  type FlashcardSettings,
  flashcardSettingsSchema,
} from '../../../../shared/flashcards/schemas';
import { errorMessage } from '../../../lib/api-client';
import { useFlashcardSettings } from '../api/get-flashcard-settings';
import { useUpdateFlashcardSettings } from '../api/update-flashcard-settings';

/** Her daily limit of new cards (issue 25 item 4: 0-200, default 20), checked with the shared schema. */
export function NewCardLimit() {
  const settings = useFlashcardSettings();
  if (settings.isError)
    return <Text c="red">Your daily limit could not be loaded: {errorMessage(settings.error)}</Text>;
  if (!settings.data) return <Text c="dimmed">Loading your daily limit…</Text>;
  return <NewCardLimitForm key={settings.data.dailyNewLimit} initial={settings.data} />;
}

function NewCardLimitForm({ initial }: { initial: FlashcardSettings }) {
  const update = useUpdateFlashcardSettings();
  const form = useForm<FlashcardSettings>({
    mode: 'controlled',
    initialValues: initial,
    validate: schemaResolver(flashcardSettingsSchema, { sync: true }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        update.mutate(values, {
          onSuccess: (saved) =>
            notifications.show({
              title: 'Daily limit saved',
              message: `Up to ${saved.dailyNewLimit} new cards a day.`,
            }),
        }),
      )}
    >
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="New cards a day"
          description={`From ${DAILY_NEW_LIMIT.min} to ${DAILY_NEW_LIMIT.max}; counted on your own day.`}
          min={DAILY_NEW_LIMIT.min}
          max={DAILY_NEW_LIMIT.max}
          allowDecimal={false}
          w={{ base: '100%', xs: 220 }}
          {...form.getInputProps('dailyNewLimit')}
        />
        <Button type="submit" variant="default" loading={update.isPending}>
          Save limit
        </Button>
      </Group>
      {update.isError && (
        <Alert color="red" role="alert" mt="sm" title="The limit was not saved">
          {errorMessage(update.error)}
        </Alert>
      )}
    </form>
  );
}
