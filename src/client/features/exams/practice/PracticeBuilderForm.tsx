import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InProgressAttempt } from '../../../../shared/exams/attempt-schemas';
import {
  PRACTICE_POOL_LABELS,
  PRACTICE_POOLS,
  PRACTICE_SECONDS_PER_ITEM,
  type PracticeChoice,
  type PracticePool,
  type StartPracticeBody,
  startPracticeBodySchema,
} from '../../../../shared/exams/practice-schemas';
import { CLIENT_NEEDS, SUBJECTS } from '../../../../shared/exams/question-bank';
import { msg } from '../../../../shared/i18n/msg';
import { ITEM_TYPE_LABELS } from '../../../../shared/items/item-type-labels';
import type { ItemType } from '../../../../shared/items/registry';
import { paths } from '../../../../shared/paths';
import { can } from '../../../../shared/roles';
import { translatedResolver } from '../../../i18n/translated-resolver';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { ModeChooser, type PracticeMode } from '../components/ModeChooser';
import { usePracticeCount } from './api/count-practice';
import { useStartPractice } from './api/start-practice';

const POOL_DESCRIPTIONS: Record<PracticePool, string> = {
  unused: msg('Items you have never been asked.'),
  incorrect: msg('Items whose latest answer was not fully right.'),
  flagged: msg('Items you flagged for review.'),
  all: msg('Every item, asked before or not.'),
};

const itemTypeOptions = (Object.keys(ITEM_TYPE_LABELS) as ItemType[]).map((type) => ({
  value: type,
  label: ITEM_TYPE_LABELS[type],
}));

export interface PracticeBuilderProps {
  /** The choice to start from (the address's subject, category and pool). */
  initial: PracticeChoice;
  /** The number of items to start from (the address's `count`, e.g. the study plan's practice set); 10 when absent. */
  initialCount?: number | undefined;
  onStarted: (attempt: InProgressAttempt) => void;
  onBack: () => void;
}

/**
 * The practice builder (issue 25 item 1), for registered students: subjects, client-needs
 * categories and item types (none chosen: any), the pool (unused, incorrect, flagged, all), the
 * number of items up to her cap and what matches, and Tutor or Timed mode. The server counts what
 * the choice can draw ("42 items match") before she starts, and checks it all again on start. A
 * visitor or a non-registered student is sent to register, as for the other quizzes (spec §6).
 */
export function PracticeBuilderForm({ initial, initialCount, onStarted, onBack }: PracticeBuilderProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const allowed = can(user, 'fullAccess');
  const form = useForm<StartPracticeBody>({
    mode: 'controlled',
    initialValues: { ...initial, questionCount: initialCount ?? 10, mode: 'tutor' },
    validate: translatedResolver(startPracticeBodySchema),
  });
  const { subjects, clientNeeds, itemTypes, pool } = form.values;
  // One object per change of the four fields: a new object each render would restart the debounce
  // and re-render every 200 ms forever.
  const current = useMemo<PracticeChoice>(
    () => ({ subjects, clientNeeds, itemTypes, pool }),
    [subjects, clientNeeds, itemTypes, pool],
  );
  const [choice] = useDebouncedValue<PracticeChoice>(current, 200);
  const count = usePracticeCount(choice, allowed);
  const start = useStartPractice();
  const matching = count.data?.matching;
  const cap = count.data?.maxQuestions ?? 75;
  const most = Math.min(cap, matching ?? cap);

  const heading = (
    <Group justify="space-between" align="flex-start" gap="md">
      <div style={{ flex: '1 1 20rem' }}>
        <Title order={1}>{t('Build a practice')}</Title>
        <Text c="dimmed" mt="xs">
          {t(
            'Choose what to practise: your own set of items, in Tutor or Timed mode. It stays yours and can be suspended and resumed.',
          )}
        </Text>
      </div>
      <Button variant="default" onClick={onBack}>
        {t('Back to Training Center')}
      </Button>
    </Group>
  );

  if (!allowed) {
    return (
      <Stack gap="lg">
        {heading}
        <Alert color="yellow" variant="light" title={t('The practice builder is for registered members')}>
          <Text size="sm" mb="sm">
            {t(
              'Register to build practices from your own subjects, misses and flags. The Free Sample is open to everyone.',
            )}
          </Text>
          <Button component={Link} to={paths.register.path}>
            {t('Register')}
          </Button>
        </Alert>
      </Stack>
    );
  }

  const submit = form.onSubmit((values) => {
    if (values.questionCount > most) {
      form.setFieldError(
        'questionCount',
        matching !== undefined && matching < cap
          ? t('Only {{count}} items match: choose {{count}} or fewer.', { count: matching })
          : t('A practice can have at most {{max}} items for your account.', { max: cap }),
      );
      return;
    }
    start.mutate(values, { onSuccess: onStarted });
  });

  return (
    <Stack gap="lg">
      {heading}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Checkbox.Group
              label={t('Subjects')}
              description={t('None chosen: every subject.')}
              {...form.getInputProps('subjects')}
            >
              <Stack gap={6} mt="xs">
                {SUBJECTS.map((subject) => (
                  <Checkbox key={subject} value={subject} label={t(subject)} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Checkbox.Group
              label={t('Client-needs categories')}
              description={t('None chosen: every category.')}
              {...form.getInputProps('clientNeeds')}
            >
              <Stack gap={6} mt="xs">
                {CLIENT_NEEDS.map((need) => (
                  <Checkbox key={need} value={need} label={t(need)} />
                ))}
              </Stack>
            </Checkbox.Group>
          </SimpleGrid>
          <MultiSelect
            label={t('Item types')}
            description={t('None chosen: every item type.')}
            data={itemTypeOptions.map((option) => ({ value: option.value, label: t(option.label) }))}
            clearable
            searchable
            {...form.getInputProps('itemTypes')}
          />
          <Radio.Group
            label={t('Pool')}
            description={t('Which of the items to draw from.')}
            {...form.getInputProps('pool')}
          >
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt="xs" spacing="sm">
              {PRACTICE_POOLS.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(PRACTICE_POOL_LABELS[value])}
                  description={t(POOL_DESCRIPTIONS[value])}
                />
              ))}
            </SimpleGrid>
          </Radio.Group>

          <Text fw={600} aria-live="polite" data-testid="practice-matching">
            {count.isError
              ? t('The items could not be counted: {{reason}}', { reason: errorMessage(count.error) })
              : matching === undefined
                ? t('Counting the items…')
                : t('{{count}} items match.', { count: matching })}
          </Text>

          <Group align="flex-start" gap="lg" wrap="wrap">
            <NumberInput
              label={t('Number of items')}
              description={t(
                '1 to {{most}} (at most {{max}} for your account). The clock gives {{seconds}} seconds an item.',
                { most, max: cap, seconds: PRACTICE_SECONDS_PER_ITEM },
              )}
              min={1}
              max={Math.max(1, most)}
              // Not clamped: a count over what matches gets its sentence instead of changing silently.
              clampBehavior="none"
              allowDecimal={false}
              required
              w={{ base: '100%', xs: 260 }}
              {...form.getInputProps('questionCount')}
            />
            <ModeChooser
              mode={form.values.mode as PracticeMode}
              onChange={(mode) => form.setFieldValue('mode', mode)}
            />
          </Group>

          {start.isError && (
            <Alert color="red" title={t('The practice did not start')} role="alert">
              {errorMessage(start.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={start.isPending} disabled={matching === 0}>
              {t('Start practice')}
            </Button>
          </Group>
          {matching === 0 && (
            <Text size="sm" c="dimmed">
              <Trans
                i18nKey={msg(
                  'No items match: choose another pool, or more subjects, categories or item types. Missed and flagged items come from the tests you <1>take in the Training Center</1>.',
                )}
                components={{ 1: <Anchor component={Link} to={paths.trainingCenter.path} /> }}
              />
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
