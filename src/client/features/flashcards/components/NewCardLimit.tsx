import { Alert, Button, Group, NumberInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  DAILY_NEW_LIMIT,
  type FlashcardSettings,
  flashcardSettingsSchema,
} from '../../../../shared/flashcards/schemas';
import { translatedResolver } from '../../../i18n/translated-resolver';
import { errorMessage } from '../../../lib/api-client';
import { useFlashcardSettings } from '../api/get-flashcard-settings';
import { useUpdateFlashcardSettings } from '../api/update-flashcard-settings';

/** Her daily limit of new cards (issue 25 item 4: 0-200, default 20), checked with the shared schema. */
export function NewCardLimit() {
  const { t } = useTranslation();
  const settings = useFlashcardSettings();
  if (settings.isError)
    return (
      <Text c="red">
        {t('Your daily limit could not be loaded: {{reason}}', { reason: errorMessage(settings.error) })}
      </Text>
    );
  if (!settings.data) return <Text c="dimmed">{t('Loading your daily limit…')}</Text>;
  return <NewCardLimitForm key={settings.data.dailyNewLimit} initial={settings.data} />;
}

function NewCardLimitForm({ initial }: { initial: FlashcardSettings }) {
  const { t } = useTranslation();
  const update = useUpdateFlashcardSettings();
  const form = useForm<FlashcardSettings>({
    mode: 'controlled',
    initialValues: initial,
    validate: translatedResolver(flashcardSettingsSchema),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        update.mutate(values, {
          onSuccess: (saved) =>
            notifications.show({
              title: t('Daily limit saved'),
              message: t('Up to {{count}} new cards a day.', { count: saved.dailyNewLimit }),
            }),
        }),
      )}
    >
      <Group align="flex-end" gap="sm">
        <NumberInput
          label={t('New cards a day')}
          description={t('From {{min}} to {{max}}; counted on your own day.', {
            min: DAILY_NEW_LIMIT.min,
            max: DAILY_NEW_LIMIT.max,
          })}
          min={DAILY_NEW_LIMIT.min}
          max={DAILY_NEW_LIMIT.max}
          allowDecimal={false}
          w={{ base: '100%', xs: 220 }}
          {...form.getInputProps('dailyNewLimit')}
        />
        <Button type="submit" variant="default" loading={update.isPending}>
          {t('Save limit')}
        </Button>
      </Group>
      {update.isError && (
        <Alert color="red" role="alert" mt="sm" title={t('The limit was not saved')}>
          {errorMessage(update.error)}
        </Alert>
      )}
    </form>
  );
}
