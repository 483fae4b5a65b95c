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
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PASSWORD_SPECIALS, registerBodySchema } from '../../../shared/auth/schemas';
import { paths } from '../../../shared/paths';
import { ErrorList } from '../../components/ErrorList';
import { ApiError } from '../../lib/api-client';
import { issueMessages } from '../../lib/form-errors';
import { register } from '../../lib/session/session';
import { AuthCard } from './components/AuthCard';
import { PlanCards } from './components/PlanCards';
import type { LoginLocationState } from './LoginPage';

/** The order the spec lists the register rules in (§5). */
const FIELD_ORDER = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'acceptTerms'];

/**
 * /register (spec §2, §5 "Register"): first and last name, email, password and its confirmation,
 * the terms, and the plan cards. Every failed rule is listed together, in the spec's words, and
 * cleared on any edit. On success the account exists and the user goes to /login.
 */
export function Component() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<string[]>([]);
  const [plan, setPlan] = useState('free');
  const form = useForm({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
    onValuesChange: () => setErrors([]),
  });

  const create = useMutation({
    mutationFn: register,
    onSuccess: (_ok, body) => {
      const state: LoginLocationState = { registeredEmail: body.email };
      navigate(paths.login.path, { state });
    },
    onError: (failure) =>
      setErrors([
        failure instanceof ApiError && [400, 409, 429].includes(failure.status)
          ? failure.message
          : 'Registration failed. Please try again.',
      ]),
  });

  const submit = form.onSubmit((values) => {
    const parsed = registerBodySchema.safeParse(values);
    if (!parsed.success) {
      const rank = (path: PropertyKey[]) => FIELD_ORDER.indexOf(String(path[0]));
      setErrors(issueMessages({ issues: [...parsed.error.issues].sort((a, b) => rank(a.path) - rank(b.path)) }));
      return;
    }
    create.mutate(parsed.data);
  });

  return (
    <AuthCard
      page={paths.register}
      title="Create Your Account"
      subtitle="Start preparing for the NCLEX today."
      size="md"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <ErrorList messages={errors} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" autoComplete="given-name" {...form.getInputProps('firstName')} />
            <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('lastName')} />
          </SimpleGrid>
          <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label="Password (at least 8 characters)"
              description={`With an uppercase and a lowercase letter, a number and one of ${PASSWORD_SPECIALS}`}
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password' }}
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the password confirmation' }}
              {...form.getInputProps('confirmPassword')}
            />
          </SimpleGrid>
          <div>
            <Title order={2} size="h5" mb="xs">
              Choose a plan
            </Title>
            <PlanCards selected={plan} onSelect={setPlan} />
            <Text size="xs" c="dimmed" mt="xs">
              Every account starts on the Free plan; you can upgrade any time from the Payment Portal.
            </Text>
          </div>
          <Checkbox
            label="I agree to the Terms of Service and Privacy Policy"
            {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
          />
          <Button type="submit" fullWidth disabled={create.isPending}>
            {create.isPending ? 'Creating Account...' : 'Create Account'}
          </Button>
          <Group justify="center" gap={4}>
            <Text size="sm">Already have an account?</Text>
            <Anchor component={Link} to={paths.login.path} size="sm" underline="always">
              Sign in
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
