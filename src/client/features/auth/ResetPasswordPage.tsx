import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_SPECIALS, type ResetPasswordBody, resetPasswordBodySchema } from '../../../shared/auth/schemas';
import { paths } from '../../../shared/paths';
import { useResetPassword } from './api/reset-password';
import { AuthCard } from './components/AuthCard';
import { PasswordForm } from './components/PasswordForm';
import type { LoginLocationState } from './LoginPage';

/**
 * /reset-password?token=...: the page the emailed link opens. The new password follows the rules
 * of Change Password (spec §5); afterwards every session of the account is ended and the user
 * signs in again.
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const linkError = params.get('error');
  const reset = useResetPassword();

  const save = async (body: ResetPasswordBody) => {
    await reset.mutateAsync(body);
    const state: LoginLocationState = { passwordReset: true };
    navigate(paths.login.path, { state, replace: true });
  };

  if (!token || linkError) {
    return (
      <AuthCard page={paths.resetPassword} title={t('Set a New Password')}>
        <Stack>
          <Alert color="red" role="alert">
            {t('This password reset link is invalid or has expired. Ask for a new one.')}
          </Alert>
          <Anchor component={Link} to={paths.forgotPassword.path} ta="center">
            {t('Send a new link')}
          </Anchor>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      page={paths.resetPassword}
      title={t('Set a New Password')}
      subtitle={t(
        'At least 8 characters, with an uppercase letter, a lowercase letter, a number and one of {{specials}}',
        { specials: PASSWORD_SPECIALS },
      )}
    >
      <PasswordForm
        initialValues={{ token, newPassword: '', confirmPassword: '' }}
        schema={resetPasswordBodySchema}
        save={save}
        pending={reset.isPending}
        submitLabel={t('Set New Password')}
        pendingLabel={t('Saving...')}
        fullWidth
      />
    </AuthCard>
  );
}
