import { Button, Container, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { LANGUAGES, type Settings, settingsSchema, timeZoneGroups } from '../../../shared/account/settings';
import { SMS_NOT_AVAILABLE } from '../../../shared/reminders/reminders';
import { ErrorList } from '../../components/ErrorList';
import { PageError, PageLoader } from '../../components/PageStatus';
import { useSavingForm } from '../../lib/use-saving-form';
import { useSettings } from './api/get-settings';
import { useUpdateSettings } from './api/update-settings';
import { PushNote, usePushSwitch } from './PushNote';

type Flag = Exclude<keyof Settings, 'language' | 'timezone'>;

const SECTIONS: { title: string; flags: { key: Flag; label: string; description: string }[] }[] = [
  {
    title: 'Notifications',
    flags: [
      {
        key: 'emailNotifications',
        label: 'Email notifications',
        description:
          'Support replies and document reviews by email. Account and password emails always come, whatever this says.',
      },
      {
        key: 'smsNotifications',
        label: 'SMS notifications',
        description: SMS_NOT_AVAILABLE,
      },
      {
        key: 'pushNotifications',
        label: 'Push notifications',
        description: 'Your study reminders and practice test alerts as notifications in this browser.',
      },
      {
        key: 'studyReminders',
        label: 'Study reminders',
        description:
          'An email each morning (in your time zone) when flashcards are due or your study plan is behind, with a link to your review.',
      },
      {
        key: 'practiceTestAlerts',
        label: 'Practice test alerts',
        description: 'A weekly nudge, on Monday morning, toward your next practice exam.',
      },
    ],
  },
  {
    title: 'Privacy',
    flags: [
      {
        key: 'profileVisibility',
        label: 'Profile visibility',
        description:
          'Showing your profile to trainers and classmates is not available yet; your choice is kept for then.',
      },
      {
        key: 'activitySharing',
        label: 'Activity sharing',
        description: 'Sharing your study progress with trainers is not available yet; your choice is kept for then.',
      },
      {
        key: 'dataCollection',
        label: 'Usage data',
        description: 'Nightingale collects no usage data yet; your choice is kept for when it does.',
      },
    ],
  },
  {
    title: 'Preferences',
    flags: [
      { key: 'darkMode', label: 'Dark mode', description: 'Use dark colours across the whole app.' },
      {
        key: 'autoSave',
        label: 'Auto-save',
        description: 'Not available yet: this switch changes nothing for now.',
      },
    ],
  },
];

/**
 * /settings (spec §2, §3 "Settings"): notification, privacy and display preferences with the
 * spec's defaults, a language and a time zone, kept on the server per user. Dark mode switches the
 * whole app's colour scheme once saved; the time zone (any IANA zone, the spec's seven first, issue
 * 25 item 7) shows every date in it once saved, without a reload. Issue 25 item 6: every switch acts
 * or says why not: the notification switches drive the reminders and notification emails, turning
 * Push notifications on subscribes this browser (or says why it cannot), SMS is disabled with "SMS
 * notifications are not available yet.", and the switches nothing reads yet say so. Save Settings is
 * at the bottom of a long form, so what it says shows there (issue 23): 'Your settings have been
 * saved.' as a toast, and a failure beside the button, focused.
 */
export function Component() {
  const settings = useSettings();
  if (settings.isError) return <PageError title="Your settings could not be loaded" error={settings.error} />;
  if (settings.isPending) return <PageLoader label="Loading your settings" />;
  return <SettingsForm initial={settings.data} />;
}

/** The settings form, filled with what the server holds. */
function SettingsForm({ initial }: { initial: Settings }) {
  const update = useUpdateSettings();
  const { form, formElement, submit, errors } = useSavingForm<Settings, Settings>({
    initialValues: initial,
    schema: settingsSchema,
    errorPlacement: 'list',
    pending: update.isPending,
    save: update.mutateAsync,
    savedText: 'Your settings have been saved.',
  });
  const values = form.values;
  const push = usePushSwitch(values.pushNotifications);
  // Every IANA zone with its offset today, the spec's seven first (issue 25 item 7); the saved zone is always listed.
  const timeZones = useMemo(() => timeZoneGroups(initial.timezone), [initial.timezone]);
  const offsets = useMemo(
    () => new Map(timeZones.flatMap((group) => group.items).map((zone) => [zone.value, zone.offset])),
    [timeZones],
  );

  return (
    <Container size="md" py="xl">
      <title>Settings | Nightingale</title>
      <Title order={1}>Settings</Title>
      <Text c="dimmed" mt="xs">
        Choose how Nightingale reaches you and how it looks.
      </Text>
      <form ref={formElement} onSubmit={submit} noValidate>
        <Stack mt="lg">
          {SECTIONS.map((section) => (
            <Paper key={section.title} withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="fieldset" m={0}>
              <Title order={2} size="h4" mb="md" component="legend" px={4}>
                {section.title}
              </Title>
              <Stack gap="md">
                {section.flags.map((flag) => (
                  <div key={flag.key}>
                    <Switch
                      label={flag.label}
                      description={flag.description}
                      // Issue 25 item 6: no SMS provider is configured, so SMS stays off and says why.
                      // Push waits for the server's key, and is disabled with its sentence when the server has none.
                      disabled={
                        flag.key === 'smsNotifications' ||
                        (flag.key === 'pushNotifications' && (push.loading || !push.configured))
                      }
                      checked={flag.key === 'smsNotifications' ? false : values[flag.key]}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        form.setFieldValue(flag.key, checked);
                        // Turning push on asks this browser's permission and subscribes it; a refusal puts it back off.
                        if (flag.key === 'pushNotifications' && checked) {
                          void push.turnedOn().then((ok) => {
                            if (!ok) form.setFieldValue('pushNotifications', false);
                          });
                        }
                      }}
                    />
                    {flag.key === 'pushNotifications' && (
                      <PushNote
                        note={push.note}
                        onSendHere={
                          push.missingHere
                            ? () =>
                                void push.turnedOn().then((ok) => {
                                  if (!ok) form.setFieldValue('pushNotifications', false);
                                })
                            : undefined
                        }
                      />
                    )}
                  </div>
                ))}
              </Stack>
            </Paper>
          ))}
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Language"
                description="The interface is in English for now; more languages are coming."
                data={[...LANGUAGES]}
                value={values.language}
                allowDeselect={false}
                onChange={(value) => value && form.setFieldValue('language', value as Settings['language'])}
              />
              <Select
                label="Time zone"
                description="Every date and time is shown in this zone."
                data={timeZones}
                value={values.timezone}
                searchable
                nothingFoundMessage="No time zone matches. Try a city, such as Manila or Lagos."
                maxDropdownHeight={320}
                renderOption={({ option }) => (
                  <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8, width: '100%' }}>
                    <span>{option.label}</span>
                    <span style={{ color: 'var(--mantine-color-dimmed)', fontSize: 'var(--mantine-font-size-xs)' }}>
                      {offsets.get(option.value)}
                    </span>
                  </span>
                )}
                allowDeselect={false}
                onChange={(value) => value && form.setFieldValue('timezone', value)}
              />
            </SimpleGrid>
          </Paper>
          <ErrorList messages={errors} />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save Settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
