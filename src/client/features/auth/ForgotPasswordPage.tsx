import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordBodySchema } from '../../../shared/auth/schemas';
import { paths } from '../../../shared/paths';
import { ErrorList } from '../../components/ErrorList';
import { useSavingForm } from '../../lib/use-saving-form';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthCard } from './components/AuthCard';

/**
 * /forgot-password: asks for the account's email and sends a reset link (by email, or to the
 * server log without SMTP). The answer is the same whether or not the account exists.
 */
export function Component() {
  const { t } = useTranslation();
  const send = useRequestPasswordReset();
  const { form, submit, errors } = useSavingForm({
    initialValues: { email: '' },
    schema: forgotPasswordBodySchema,
    errorPlacement: 'list',
    pending: send.isPending,
    save: send.mutateAsync,
  });
  /** One sentence at a time: the first broken rule, or why the link was not sent. */
  const error = errors[0] ?? null;

  return (
    <AuthCard
      page={paths.forgotPassword}
      title={t('Forgot Password')}
      subtitle={t('We will email you a link to choose a new password.')}
    >
      {send.isSuccess ? (
        <Stack>
          <Alert color="green" role="status" title={t('Check your email')}>
            {t(
              'If an account exists for {{email}}, a link to reset its password is on its way. The link works for one hour.',
              { email: form.values.email.trim() },
            )}
          </Alert>
          <Anchor component={Link} to={paths.login.path} ta="center">
            {t('Back to Sign In')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {error && <ErrorList messages={[error]} />}
            <TextInput label={t('Email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
            <Button type="submit" fullWidth disabled={send.isPending}>
              {send.isPending ? t('Sending...') : t('Send Reset Link')}
            </Button>
            <Text size="sm" ta="center">
              <Anchor component={Link} to={paths.login.path} underline="always">
                {t('Back to Sign In')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
