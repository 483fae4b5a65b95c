import {
  Avatar,
  Button,
  Container,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../shared/account/initials';
import { COUNTRIES, type Profile, type ProfileUpdate, profileUpdateSchema } from '../../../shared/account/profile';
import { msg } from '../../../shared/i18n/msg';
import { ErrorList } from '../../components/ErrorList';
import { PageError, PageLoader } from '../../components/PageStatus';
import { useSavingForm } from '../../lib/use-saving-form';
import { useProfile } from './api/get-profile';
import { useUpdateProfile } from './api/update-profile';

const FIELDS = [
  { key: 'firstName', label: msg('First name') },
  { key: 'lastName', label: msg('Last name') },
  { key: 'email', label: msg('Email') },
  { key: 'phone', label: msg('Phone') },
  { key: 'address', label: msg('Address') },
  { key: 'country', label: msg('Country') },
  { key: 'dateOfBirth', label: msg('Date of birth') },
  { key: 'nursingLicense', label: msg('Nursing license') },
] as const;

/**
 * /profile (spec §2, §3 "Profile form", §4 "Profile"): read-only, then Edit Profile; Save keeps
 * the changes on the server, Cancel restores the values. The email is shown, not edited.
 */
export function Component() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isError) return <PageError title={t('Your profile could not be loaded')} error={profile.error} />;
  if (profile.isPending) return <PageLoader label={t('Loading your profile')} />;
  return <ProfileView profile={profile.data} />;
}

/** The profile, read-only or being edited. */
function ProfileView({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const update = useUpdateProfile();
  const { email: _email, ...fields } = profile;
  const { form, formElement, submit, errors } = useSavingForm<ProfileUpdate, ProfileUpdate>({
    initialValues: fields,
    schema: profileUpdateSchema,
    errorPlacement: 'list',
    pending: update.isPending,
    save: async (body) => {
      const { email: _saved, ...next } = await update.mutateAsync(body);
      form.setInitialValues(next);
      form.setValues(next);
      setEditing(false);
    },
    savedText: t('Your profile has been saved.'),
  });

  const cancel = () => {
    form.reset();
    setEditing(false);
  };

  return (
    <Container size="md" py="xl">
      <title>{t('My Profile | Nightingale')}</title>
      <Group justify="space-between" mb="lg">
        <Group>
          <Avatar color="blue" radius="xl" size="lg">
            {initialsOf(profile)}
          </Avatar>
          <div>
            <Title order={1}>{t('My Profile')}</Title>
            <Text c="dimmed">
              {profile.firstName} {profile.lastName}
            </Text>
          </div>
        </Group>
        {!editing && <Button onClick={() => setEditing(true)}>{t('Edit Profile')}</Button>}
      </Group>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        {editing ? (
          <form ref={formElement} onSubmit={submit} noValidate>
            <Stack>
              <ErrorList
                messages={errors}
                title={errors.length > 1 ? t('Please fix the following errors:') : undefined}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label={t('First name')} autoComplete="given-name" {...form.getInputProps('firstName')} />
                <TextInput label={t('Last name')} autoComplete="family-name" {...form.getInputProps('lastName')} />
                <TextInput
                  label={t('Email')}
                  value={profile.email}
                  readOnly
                  description={t('Contact support to change your email.')}
                />
                <TextInput label={t('Phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
                <TextInput label={t('Address')} autoComplete="street-address" {...form.getInputProps('address')} />
                <Select
                  label={t('Country')}
                  data={COUNTRIES.map((country) => ({ value: country, label: t(country) }))}
                  clearable
                  value={form.values.country || null}
                  onChange={(value) => form.setFieldValue('country', (value ?? '') as ProfileUpdate['country'])}
                />
                <TextInput label={t('Date of birth')} type="date" {...form.getInputProps('dateOfBirth')} />
                <TextInput label={t('Nursing license')} {...form.getInputProps('nursingLicense')} />
              </SimpleGrid>
              <Group justify="flex-end">
                <Button variant="default" onClick={cancel} disabled={update.isPending}>
                  {t('Cancel')}
                </Button>
                <Button type="submit" loading={update.isPending}>
                  {t('Save')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" component="dl" m={0}>
            {FIELDS.map((field) => (
              <div key={field.key}>
                <Text component="dt" size="sm" c="dimmed">
                  {t(field.label)}
                </Text>
                <Text component="dd" m={0} fw={500}>
                  {/* A country is stored as its English name (COUNTRIES) and shown in the interface's language. */}
                  {(field.key === 'country' && profile.country ? t(profile.country) : profile[field.key]) ||
                    t('Not provided')}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        )}
      </Paper>
    </Container>
  );
}
