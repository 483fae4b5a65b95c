import { Button, PasswordInput, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { msg } from '../../../../shared/i18n/msg';
import { ErrorList } from '../../../components/ErrorList';
import { errorMessage } from '../../../lib/api-client';
import { useSavingForm } from '../../../lib/use-saving-form';

/** The fields every password form has: the new password and its confirmation. */
interface NewPasswordValues extends Record<string, unknown> {
  newPassword: string;
  confirmPassword: string;
}

/** The heading of the error list: always 'Please fix the following errors:', or only above several errors. */
const ERRORS_TITLE = msg('Please fix the following errors:');

/**
 * The password form of Change Password and Set a New Password (spec §5 "Change password"): the
 * current password when `askCurrent`, the new password and its confirmation, each with show/hide.
 * Checked with `schema` (the shared body schema); every broken rule is listed together above the
 * fields (under ERRORS_TITLE, always when `alwaysTitled`, else only for several) and cleared on any
 * edit. `save` gets the checked body; a failure lists `failureText(error)` and keeps what was typed.
 * `status` shows above the errors (the success message); `locked` keeps the button disabled.
 */
export function PasswordForm<Values extends NewPasswordValues, Checked>({
  initialValues,
  schema,
  save,
  pending,
  askCurrent = false,
  resetOnSuccess = false,
  failureText = errorMessage,
  alwaysTitled = false,
  status,
  submitLabel,
  pendingLabel,
  fullWidth = false,
  locked = false,
}: {
  initialValues: Values;
  schema: z.ZodMiniType<Checked, Values>;
  save: (body: Checked) => Promise<unknown>;
  /** True while the save is on its way: the button says `pendingLabel` and is disabled. */
  pending: boolean;
  askCurrent?: boolean;
  resetOnSuccess?: boolean;
  failureText?: (error: unknown) => string | null;
  alwaysTitled?: boolean;
  status?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  fullWidth?: boolean;
  locked?: boolean;
}) {
  const { t } = useTranslation();
  const { form, submit, errors } = useSavingForm({
    initialValues,
    schema,
    save,
    pending,
    resetOnSuccess,
    failureText,
    errorPlacement: 'list',
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {status}
        <ErrorList messages={errors} title={alwaysTitled || errors.length > 1 ? t(ERRORS_TITLE) : undefined} />
        {askCurrent && (
          <PasswordInput
            label={t('Current password')}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('Show or hide the current password') }}
            {...form.getInputProps('currentPassword')}
          />
        )}
        <PasswordInput
          label={t('New password')}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('Show or hide the new password') }}
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label={t('Confirm new password')}
          autoComplete="new-password"
          visibilityToggleButtonProps={{ 'aria-label': t('Show or hide the password confirmation') }}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth={fullWidth} disabled={pending || locked}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
