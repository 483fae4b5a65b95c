import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { signInBodySchema } from '../../../shared/auth/schemas';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import { dashboardPath } from '../../../shared/roles';
import { ErrorList } from '../../components/ErrorList';
import { i18n } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { useCurrentUser } from '../../lib/session/use-current-user';
import { useSavingForm } from '../../lib/use-saving-form';
import { useSignIn } from './api/sign-in';
import { AuthCard } from './components/AuthCard';
import { safeRedirect } from './safe-redirect';

/** The line under the form, its link to registration. */
const NEW_TO_NIGHTINGALE = msg('New to Nightingale? <1>Create an account</1>');

/** What the register page passes along after creating an account. */
export interface LoginLocationState {
  registeredEmail?: string;
  passwordReset?: boolean;
}

/** The message a failed sign-in shows (spec §5 "Login"; a rate limit says when to try again). */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return i18n.t('Invalid email or password');
  if (error instanceof ApiError && (error.status === 429 || error.status === 400 || error.status === 403))
    return error.message;
  return i18n.t('Login failed. Please try again.');
}

/**
 * /login (spec §2, §5 "Login"): email (email type) and password (with show/hide), Remember me
 * (a 30-day session, else one that ends with the browser), Forgot password. On success: back to
 * the page the user was sent from, else the role's dashboard.
 */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginLocationState;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const from = safeRedirect(params.get('from'));
  const login = useSignIn();
  const { form, submit, errors } = useSavingForm({
    initialValues: { email: state.registeredEmail ?? '', password: '', rememberMe: false },
    schema: signInBodySchema,
    errorPlacement: 'list',
    pending: login.isPending,
    failureText: failureMessage,
    save: async (body) => {
      const signedIn = await login.mutateAsync(body);
      navigate(from ?? (signedIn ? dashboardPath(signedIn.role) : paths.dashboard.path), { replace: true });
    },
  });
  /** The first broken rule only: the spec's one sentence for two empty fields. */
  const error = errors[0] ?? null;
  const passwordInput = useRef<HTMLInputElement>(null);
  // From /register: the page opens at its top (not at the register page's scroll), its banner in
  // view, the email filled in and the password field ready to type in.
  const registeredEmail = state.registeredEmail;
  useEffect(() => {
    if (!registeredEmail) return;
    window.scrollTo({ top: 0 });
    passwordInput.current?.focus({ preventScroll: true });
  }, [registeredEmail]);

  if (user && !login.isPending && !login.isSuccess) return <Navigate to={from ?? dashboardPath(user.role)} replace />;

  return (
    <AuthCard
      page={paths.login}
      title={t('Sign In')}
      subtitle={t('Welcome back. Sign in to continue your NCLEX preparation.')}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {state.registeredEmail && !error && (
            <Alert color="green" role="status">
              {t(
                "Thank you for registering. Sign in with your email and password. If this email already had an account, we have emailed it instead: sign in with that account's password, or reset it.",
              )}
            </Alert>
          )}
          {state.passwordReset && !error && (
            <Alert color="green" role="status">
              {t('Your password has been changed. Sign in with your new password.')}
            </Alert>
          )}
          {error && <ErrorList messages={[error]} />}
          <TextInput label={t('Email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <PasswordInput
            ref={passwordInput}
            label={t('Password')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
            visibilityToggleButtonProps={{ 'aria-label': t('Show or hide the password') }}
          />
          <Group justify="space-between">
            <Checkbox label={t('Remember me')} {...form.getInputProps('rememberMe', { type: 'checkbox' })} />
            <Anchor component={Link} to={paths.forgotPassword.path} size="sm" underline="always">
              {t('Forgot password?')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth disabled={login.isPending}>
            {login.isPending ? t('Signing In...') : t('Sign In')}
          </Button>
          <Text size="sm" ta="center">
            <Trans
              i18nKey={NEW_TO_NIGHTINGALE}
              components={{ 1: <Anchor component={Link} to={paths.register.path} underline="always" /> }}
            />
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
