import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_SPECIALS, resetPasswordBodySchema } from '../../../shared/auth/schemas';
import { paths } from '../../../shared/paths';
import { ErrorList } from '../../components/ErrorList';
import { errorMessage } from '../../lib/api-client';
import { issueMessages } from '../../lib/form-errors';
import { meQuery, resetPassword } from '../../lib/session/session';
import { AuthCard } from './components/AuthCard';
import type { LoginLocationState } from './LoginPage';

/**
 * /reset-password?token=...: the page the emailed link opens. The new password follows the rules
 * of Change Password (spec §5); afterwards every session of the account is ended and the user
 * signs in again.
 */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = params.get('token') ?? '';
  const linkError = params.get('error');
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    onValuesChange: () => setErrors([]),
  });
  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      // Every session of the account has just ended, this browser's included.
      queryClient.setQueryData(meQuery.queryKey, null);
      const state: LoginLocationState = { passwordReset: true };
      navigate(paths.login.path, { state, replace: true });
    },
    onError: (failure) => setErrors([errorMessage(failure)]),
  });

  if (!token || linkError) {
    return (
      <AuthCard page={paths.resetPassword} title="Set a New Password">
        <Stack>
          <Alert color="red" role="alert">
            This password reset link is invalid or has expired. Ask for a new one.
          </Alert>
          <Anchor component={Link} to={paths.forgotPassword.path} ta="center">
            Send a new link
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  const submit = form.onSubmit((values) => {
    const parsed = resetPasswordBodySchema.safeParse({ ...values, token });
    if (!parsed.success) {
      setErrors(issueMessages(parsed.error));
      return;
    }
    reset.mutate(parsed.data);
  });

  return (
    <AuthCard
      page={paths.resetPassword}
      title="Set a New Password"
      subtitle={`At least 8 characters, with an uppercase letter, a lowercase letter, a number and one of ${PASSWORD_SPECIALS}`}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <ErrorList messages={errors} title={errors.length > 1 ? 'Please fix the following errors:' : undefined} />
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
          <Button type="submit" fullWidth disabled={reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Set New Password'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
