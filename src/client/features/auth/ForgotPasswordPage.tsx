import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { forgotPasswordBodySchema } from '../../../shared/auth/schemas';
import { paths } from '../../../shared/paths';
import { ErrorList } from '../../components/ErrorList';
import { errorMessage } from '../../lib/api-client';
import { requestPasswordReset } from '../../lib/session/session';
import { AuthCard } from './components/AuthCard';

/**
 * /forgot-password: asks for the account's email and sends a reset link (by email, or to the
 * server log without SMTP). The answer is the same whether or not the account exists.
 */
export function Component() {
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: { email: '' }, onValuesChange: () => setError(null) });
  const send = useMutation({
    mutationFn: (email: string) => requestPasswordReset(email),
    onError: (failure) => setError(errorMessage(failure)),
  });

  const submit = form.onSubmit((values) => {
    const parsed = forgotPasswordBodySchema.safeParse(values);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Email is required');
      return;
    }
    send.mutate(parsed.data.email);
  });

  return (
    <AuthCard
      page={paths.forgotPassword}
      title="Forgot Password"
      subtitle="We will email you a link to choose a new password."
    >
      {send.isSuccess ? (
        <Stack>
          <Alert color="green" role="status" title="Check your email">
            If an account exists for {form.values.email.trim()}, a link to reset its password is on its way. The link
            works for one hour.
          </Alert>
          <Anchor component={Link} to={paths.login.path} ta="center">
            Back to Sign In
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {error && <ErrorList messages={[error]} />}
            <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
            <Button type="submit" fullWidth disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Reset Link'}
            </Button>
            <Text size="sm" ta="center">
              <Anchor component={Link} to={paths.login.path} underline="always">
                Back to Sign In
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
