import { Button, Container, Group, Paper, Select, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGES,
  type Language,
  type Settings,
  settingsSchema,
  timeZoneGroups,
} from '../../../shared/account/settings';
import { msg } from '../../../shared/i18n/msg';
import { SMS_NOT_AVAILABLE } from '../../../shared/reminders/reminders';
import { ErrorList } from '../../components/ErrorList';
import { PageError, PageLoader } from '../../components/PageStatus';
import { useSavingForm } from '../../lib/use-saving-form';
import { useSettings } from './api/get-settings';
import { useUpdateSettings } from './api/update-settings';
import { PushNote, usePushSwitch } from './PushNote';

/** Each language of the setting, named in the interface's language (the values stay the spec's English names). */
const LANGUAGE_LABELS: Record<Language, string> = {
  English: msg('English'),
  Spanish: msg('Spanish'),
  French: msg('French'),
  German: msg('German'),
};

type Flag = Exclude<keyof Settings, 'language' | 'timezone'>;

const SECTIONS: { title: string; flags: { key: Flag; label: string; description: string }[] }[] = [
  {
    title: msg('Notifications'),
    flags: [
      {
        key: 'emailNotifications',
        label: msg('Email notifications'),
        description: msg(
          'Support replies and document reviews by email. Account and password emails always come, whatever this says.',
        ),
      },
      {
        key: 'smsNotifications',
        label: msg('SMS notifications'),
        description: SMS_NOT_AVAILABLE,
      },
      {
        key: 'pushNotifications',
        label: msg('Push notifications'),
        description: msg('Your study reminders and practice test alerts as notifications in this browser.'),
      },
      {
        key: 'studyReminders',
        label: msg('Study reminders'),
        description: msg(
          'An email each morning (in your time zone) when flashcards are due or your study plan is behind, with a link to your review.',
        ),
      },
      {
        key: 'practiceTestAlerts',
        label: msg('Practice test alerts'),
        description: msg('A weekly nudge, on Monday morning, toward your next practice exam.'),
      },
    ],
  },
  {
    title: msg('Privacy'),
    flags: [
      {
        key: 'profileVisibility',
        label: msg('Profile visibility'),
        description: msg(
          'Showing your profile to trainers and classmates is not available yet; your choice is kept for then.',
        ),
      },
      {
        key: 'activitySharing',
        label: msg('Activity sharing'),
        description: msg(
          'Sharing your study progress with trainers is not available yet; your choice is kept for then.',
        ),
      },
      {
        key: 'dataCollection',
        label: msg('Usage data'),
        description: msg('Nightingale collects no usage data yet; your choice is kept for when it does.'),
      },
    ],
  },
  {
    title: msg('Preferences'),
    flags: [
      { key: 'darkMode', label: msg('Dark mode'), description: msg('Use dark colours across the whole app.') },
      {
        key: 'autoSave',
        label: msg('Auto-save'),
        description: msg('Not available yet: this switch changes nothing for now.'),
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
  const { t } = useTranslation();
  const settings = useSettings();
  if (settings.isError) return <PageError title={t('Your settings could not be loaded')} error={settings.error} />;
  if (settings.isPending) return <PageLoader label={t('Loading your settings')} />;
  return <SettingsForm initial={settings.data} />;
}

/** The settings form, filled with what the server holds. */
function SettingsForm({ initial }: { initial: Settings }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const { form, formElement, submit, errors } = useSavingForm<Settings, Settings>({
    initialValues: initial,
    schema: settingsSchema,
    errorPlacement: 'list',
    pending: update.isPending,
    save: update.mutateAsync,
    savedText: t('Your settings have been saved.'),
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
      <title>{t('Settings | Nightingale')}</title>
      <Title order={1}>{t('Settings')}</Title>
      <Text c="dimmed" mt="xs">
        {t('Choose how Nightingale reaches you and how it looks.')}
      </Text>
      <form ref={formElement} onSubmit={submit} noValidate>
        <Stack mt="lg">
          {SECTIONS.map((section) => (
            <Paper key={section.title} withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="fieldset" m={0}>
              <Title order={2} size="h4" mb="md" component="legend" px={4}>
                {t(section.title)}
              </Title>
              <Stack gap="md">
                {section.flags.map((flag) => (
                  <div key={flag.key}>
                    <Switch
                      label={t(flag.label)}
                      description={t(flag.description)}
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
                label={t('Language')}
                description={t('The language of the interface; exam questions stay in English, as on the NCLEX.')}
                data={LANGUAGES.map((language) => ({ value: language, label: t(LANGUAGE_LABELS[language]) }))}
                value={values.language}
                allowDeselect={false}
                onChange={(value) => value && form.setFieldValue('language', value as Settings['language'])}
              />
              <Select
                label={t('Time zone')}
                description={t('Every date and time is shown in this zone.')}
                data={timeZones.map((group) => ({ ...group, group: t(group.group) }))}
                value={values.timezone}
                searchable
                nothingFoundMessage={t('No time zone matches. Try a city, such as Manila or Lagos.')}
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
              {t('Save Settings')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
