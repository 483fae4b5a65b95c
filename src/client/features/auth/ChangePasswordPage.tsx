import { Alert, Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { changePasswordBodySchema, PASSWORD_SPECIALS } from '../../../shared/auth/schemas';
import { paths } from '../../../shared/paths';
import { ErrorList } from '../../components/ErrorList';
import { ApiError } from '../../lib/api-client';
import { issueMessages } from '../../lib/form-errors';
import { changePassword } from '../../lib/session/session';

/** Time before going to the profile after a change (spec §9: 2 s). */
const REDIRECT_MS = 2000;

/**
 * /change-password (spec §2, §4, §5 "Change password"): current, new and confirmation; every
 * broken rule listed under 'Please fix the following errors:' and cleared on any edit. The server
 * checks the rules and the current password again, changes it and ends the other sessions; then
 * success is shown, the form cleared, and the user goes to /profile after 2 seconds.
 */
export function Component() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    onValuesChange: () => setErrors([]),
  });
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => form.reset(),
    onError: (failure) =>
      setErrors([
        failure instanceof ApiError && [400, 401, 429].includes(failure.status)
          ? failure.message
          : 'Failed to change password. Please try again.',
      ]),
  });

  useEffect(() => {
    if (!change.isSuccess) return;
    const timer = window.setTimeout(() => navigate(paths.profile.path), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [change.isSuccess, navigate]);

  const submit = form.onSubmit((values) => {
    const parsed = changePasswordBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(issueMessages(parsed.error));
      return;
    }
    change.mutate(parsed.data);
  });

  return (
    <Container size={520} py="xl">
      <title>Change Password | Nightingale</title>
      <Title order={1}>Change Password</Title>
      <Text c="dimmed" mt="xs">
        Use at least 8 characters, with an uppercase letter, a lowercase letter, a number and one of {PASSWORD_SPECIALS}
        . Your other devices will be signed out.
      </Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            {change.isSuccess && (
              <Alert color="green" role="status">
                Password changed successfully! Redirecting to your profile…
              </Alert>
            )}
            <ErrorList messages={errors} title="Please fix the following errors:" />
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the current password' }}
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the new password' }}
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password confirmation' }}
              {...form.getInputProps('confirmPassword')}
            />
            <Button type="submit" disabled={change.isPending || change.isSuccess}>
              {change.isPending ? 'Changing Password...' : 'Change Password'}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
