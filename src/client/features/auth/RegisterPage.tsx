import {
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_SPECIALS, registerBodySchema } from '../../../shared/auth/schemas';
import { paths } from '../../../shared/paths';
import { findPlan, isPaidPlanId, type PlanId } from '../../../shared/plans/plans';
import { ErrorList } from '../../components/ErrorList';
import { i18n } from '../../i18n/i18n';
import { ApiError } from '../../lib/api-client';
import { formatMoney } from '../../lib/format';
import { useSavingForm } from '../../lib/use-saving-form';
import { useRegister } from './api/register';
import { AuthCard } from './components/AuthCard';
import { PlanCards } from './components/PlanCards';
import type { LoginLocationState } from './LoginPage';

/** The order the spec lists the register rules in (§5). */
const FIELD_ORDER = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'acceptTerms'] as const;

/** What a refused sign-up shows: the server's sentence for a field (a common password included) or the rate limit. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && [400, 429].includes(error.status)
    ? error.message
    : i18n.t('Registration failed. Please try again.');
}

/**
 * /register (spec §2, §5 "Register"): first and last name, email, password and its confirmation,
 * the terms, and the plan cards. Every failed rule is listed together, in the spec's words, and
 * cleared on any edit; the list takes the focus and the invalid fields are marked. The plan cards
 * select a plan (?plan= preselects one); a paid plan leads, after sign-in, to its checkout through
 * the Payment Portal (/login?from=/payment?plan=…; issue 26 item 6). On success the
 * user goes to /login with the email filled in (the server answers alike whether or not the email
 * already had an account: decision 016).
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // /register?plan=premium (the Services page's buttons) opens with that plan chosen.
  const [plan, setPlan] = useState<PlanId>(findPlan(params.get('plan') ?? '')?.id ?? 'free');
  const chosen = findPlan(plan);
  const create = useRegister();
  const { form, formElement, submit, errors } = useSavingForm({
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
    schema: registerBodySchema,
    errorPlacement: 'list',
    fieldOrder: FIELD_ORDER,
    pending: create.isPending,
    failureText: failureMessage,
    save: async (body) => {
      await create.mutateAsync(body);
      const state: LoginLocationState = { registeredEmail: body.email };
      // A paid plan: once signed in, the Payment Portal opens its checkout (issue 26 item 6).
      const next = isPaidPlanId(plan) ? paths.login.href({ from: paths.payment.href({ plan }) }) : paths.login.path;
      navigate(next, { state });
    },
  });

  /** Mantine's PasswordInput marks an error with data-invalid only; screen readers need aria-invalid. */
  const passwordInvalid = (field: 'password' | 'confirmPassword') => (form.errors[field] ? true : undefined);

  return (
    <AuthCard
      page={paths.register}
      title={t('Create Your Account')}
      subtitle={t('Start preparing for the NCLEX today.')}
      size="md"
    >
      <form ref={formElement} onSubmit={submit} noValidate>
        <Stack>
          <ErrorList messages={errors} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('First name')} autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label={t('Last name')} autoComplete="family-name" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label={t('Email')} type="email" autoComplete="email" {...form.getInputProps('email')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label={t('Password (at least 8 characters)')}
              description={t('With an uppercase and a lowercase letter, a number and one of {{specials}}', {
                specials: PASSWORD_SPECIALS,
              })}
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': t('Show or hide the password') }}
              {...form.getInputProps('password')}
              aria-invalid={passwordInvalid('password')}
            />
            <PasswordInput
              label={t('Confirm password')}
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': t('Show or hide the password confirmation') }}
              {...form.getInputProps('confirmPassword')}
              aria-invalid={passwordInvalid('confirmPassword')}
            />
          </SimpleGrid>
          <div>
            <Title order={2} size="h5" mb="xs">
              {t('Choose a plan')}
            </Title>
            <PlanCards selected={plan} onSelect={setPlan} />
            <Text size="xs" c="dimmed" mt="xs" aria-live="polite">
              {chosen && isPaidPlanId(chosen.id)
                ? t(
                    'After you sign in, you go to the checkout to pay for {{plan}} ({{price}} for {{period}}). Until it is paid your account is on Free.',
                    { plan: t(chosen.name), price: formatMoney(chosen.priceCents), period: t(chosen.period) },
                  )
                : t('Free has no end date. You can choose a paid plan any time from the Payment Portal.')}
            </Text>
          </div>
          <Checkbox
            label={t('I agree to the Terms of Service and Privacy Policy')}
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          />
          <Button type="submit" fullWidth disabled={create.isPending}>
            {create.isPending ? t('Creating Account...') : t('Create Account')}
          </Button>
          <Group justify="center" gap={4}>
            <Text size="sm">{t('Already have an account?')}</Text>
            <Anchor component={Link} to={paths.login.path} size="sm" underline="always">
              {t('Sign in')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
