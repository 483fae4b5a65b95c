import { Alert, Container, Paper, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changePasswordBodySchema, PASSWORD_SPECIALS } from '../../../shared/auth/schemas';
import { paths } from '../../../shared/paths';
import { i18n } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { useChangePassword } from './api/change-password';
import { PasswordForm } from './components/PasswordForm';

/** Time before going to the profile after a change (spec §9: 2 s). */
const REDIRECT_MS = 2000;

/** What a refused change shows: the server's sentence for a broken rule, a wrong current password or the rate limit. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && [400, 401, 429].includes(error.status)
    ? error.message
    : i18n.t('Failed to change password. Please try again.');
}

/**
 * /change-password (spec §2, §4, §5 "Change password"): current, new and confirmation; every
 * broken rule listed under 'Please fix the following errors:' and cleared on any edit. The server
 * checks the rules and the current password again, changes it and ends the other sessions; then
 * success is shown, the form cleared, and the user goes to /profile after 2 seconds.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangePassword();

  useEffect(() => {
    if (!change.isSuccess) return;
    const timer = window.setTimeout(() => navigate(paths.profile.path), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [change.isSuccess, navigate]);

  return (
    <Container size={520} py="xl">
      <title>{t('Change Password | Nightingale')}</title>
      <Title order={1}>{t('Change Password')}</Title>
      <Text c="dimmed" mt="xs">
        {t(
          'Use at least 8 characters, with an uppercase letter, a lowercase letter, a number and one of {{specials}}. Your other devices will be signed out.',
          { specials: PASSWORD_SPECIALS },
        )}
      </Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} mt="lg" radius="md">
        <PasswordForm
          initialValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
          schema={changePasswordBodySchema}
          save={change.mutateAsync}
          pending={change.isPending}
          askCurrent
          resetOnSuccess
          failureText={failureMessage}
          alwaysTitled
          status={
            change.isSuccess && (
              <Alert color="green" role="status">
                {t('Password changed successfully! Redirecting to your profile…')}
              </Alert>
            )
          }
          submitLabel={t('Change Password')}
          pendingLabel={t('Changing Password...')}
          locked={change.isSuccess}
        />
      </Paper>
    </Container>
  );
}
