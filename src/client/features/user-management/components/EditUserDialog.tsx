import {
  NumberInput,
  type NumberInputProps,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeReferralCode } from '../../../../shared/marketplace/referral-code';
import { CANNOT_DEMOTE_SELF, type ManagedUser, USER_UPDATED } from '../../../../shared/user-management/users';
import { DialogFrame } from '../../../components/DialogFrame';
import { FormFrame } from '../../../components/FormFrame';
import { LoadError } from '../../../components/LoadError';
import { PageLoader } from '../../../components/PageStatus';
import { useLastShown } from '../../../lib/use-last-shown';
import { useSavingForm } from '../../../lib/use-saving-form';
import { useUser } from '../../../lib/users/get-user';
import { useUpdateUser } from '../api/update-user';
import { useRoleChangeConfirmation } from './role-change-confirmation';
import { ROLE_OPTIONS } from './roles';
import {
  ADJUSTMENT_EXPLANATION,
  changesFigures,
  showsTrainerFields,
  toUserBody,
  toUserFormValues,
  userFormSchema,
} from './user-form';

/** A user's full name as the page shows it. */
export const fullName = (user: { firstName: string; lastName: string }, t: TFunction) =>
  `${user.firstName} ${user.lastName}`.trim() || t('Unnamed user');

/**
 * The Edit User dialog (spec §5 "Edit user"; open while `user`, the table's row, is not null). It
 * opens from a fresh GET /api/admin/users/:userId rather than the row, which may be stale (a
 * loader while it comes; if it fails, the reason and Try Again): First Name, Last Name and Email
 * (required), Role, Registered, Test Attempts and, when the role is trainer, Referral Code,
 * Earnings (dollars), Courses Created and Courses Sold. A figure changed from its value when the
 * dialog opened asks for a reason, kept with the adjustment, and the save sends those opening
 * values as `expected`. The admin's own role is locked; another's role change is confirmed first,
 * naming the user and the new role (Cancel saves nothing). A save toasts 'User Updated', closes and
 * refreshes the table; a refusal keeps what was typed and shows the server's sentence.
 */
export function EditUserDialog({
  user,
  currentUserId,
  onClose,
}: {
  user: ManagedUser | null;
  currentUserId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const current = useLastShown(user);

  return (
    <DialogFrame opened={user !== null} onClose={onClose} size="lg" title={t('Edit User')}>
      {current && (
        <FreshUserForm key={current.id} userId={current.id} isSelf={current.id === currentUserId} onClose={onClose} />
      )}
    </DialogFrame>
  );
}

/**
 * The form once the account has been fetched afresh since the dialog opened (a cached copy is not
 * enough); its values then stay as they opened, whatever later refreshes bring.
 */
function FreshUserForm({ userId, isSelf, onClose }: { userId: string; isSelf: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useUser(userId);
  const fresh = query.isFetchedAfterMount && query.isSuccess ? query.data : null;
  const [opened, setOpened] = useState<ManagedUser | null>(null);
  if (fresh && !opened) setOpened(fresh);
  const user = opened ?? fresh;
  if (user) return <EditUserForm user={user} isSelf={isSelf} onCancel={onClose} onSaved={onClose} />;
  if (query.isError) return <LoadError title={t('The user could not be loaded')} query={query} />;
  return <PageLoader label={t('Loading the user')} />;
}

/**
 * A figure input's floor: 0, or the figure as it opened when that is below 0 (a ledger after a
 * refund), so the input neither hides the sign nor clamps an untouched figure to 0 on blur.
 */
const floorOf = (opening: number) => ({ min: Math.min(0, opening), allowNegative: opening < 0 });

/** A count of the dialog (test attempts, courses created or sold): whole numbers from `floorOf(opening)`. */
function CountInput({ opening, ...props }: NumberInputProps & { opening: number }) {
  return <NumberInput step={1} allowDecimal={false} {...floorOf(opening)} {...props} />;
}

function EditUserForm({
  user,
  isSelf,
  onCancel,
  onSaved,
}: {
  user: ManagedUser;
  isSelf: boolean;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const roleChange = useRoleChangeConfirmation();
  const schema = useMemo(() => userFormSchema(user), [user]);
  const { form, ...saving } = useSavingForm({
    initialValues: toUserFormValues(user),
    schema,
    pending: update.isPending,
    save: async (checked) => {
      const body = toUserBody(checked, user);
      // A role change is confirmed first (issue 23); Cancel sends nothing and keeps what was typed.
      if (
        body.role !== user.role &&
        !(await roleChange.confirm({ name: fullName(user, t), from: user.role, to: body.role }))
      ) {
        return;
      }
      const saved = await update.mutateAsync({ userId: user.id, body });
      notifications.show({
        title: t(USER_UPDATED),
        message: t('The changes to {{name}} are saved.', { name: fullName(saved, t) }),
        color: 'green',
      });
      onSaved();
    },
  });
  const trainer = showsTrainerFields(form.values.role);
  const needsReason = changesFigures(form.values, user);
  const referralCode = form.getInputProps('referralCode');

  return (
    <>
      <FormFrame
        saving={saving}
        failureTitle={t('The user was not saved')}
        submitLabel={t('Save Changes')}
        pending={update.isPending}
        secondaryAction={{ label: t('Cancel'), onClick: onCancel }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('First Name')}
            required
            autoComplete="off"
            maxLength={100}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t('Last Name')}
            required
            autoComplete="off"
            maxLength={100}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('Email')}
          type="email"
          required
          autoComplete="off"
          maxLength={254}
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label={t('Role')}
            data={ROLE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
            allowDeselect={false}
            disabled={isSelf}
            description={isSelf ? t(CANNOT_DEMOTE_SELF) : undefined}
            {...form.getInputProps('role')}
          />
          <CountInput label={t('Test Attempts')} opening={user.testAttempts} {...form.getInputProps('testAttempts')} />
        </SimpleGrid>
        <Switch
          label={t('Registered')}
          description={t('Full access: every practice test and the full practice exam.')}
          {...form.getInputProps('isRegistered', { type: 'checkbox' })}
        />
        {trainer && (
          <Stack gap="md">
            <Text fw={600} size="sm">
              {t('Trainer details')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label={t('Referral Code')}
                description={t('6 letters and digits; empty for none.')}
                autoComplete="off"
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                {...referralCode}
                onChange={(event) =>
                  form.setFieldValue('referralCode', normalizeReferralCode(event.currentTarget.value))
                }
              />
              <NumberInput
                label={t('Earnings')}
                description={t('In US dollars.')}
                prefix="$"
                step={0.01}
                thousandSeparator=","
                {...floorOf(user.earningsCents / 100)}
                {...form.getInputProps('earnings')}
              />
              <CountInput
                label={t('Courses Created')}
                opening={user.coursesCreated}
                {...form.getInputProps('coursesCreated')}
              />
              <CountInput label={t('Courses Sold')} opening={user.coursesSold} {...form.getInputProps('coursesSold')} />
            </SimpleGrid>
          </Stack>
        )}
        {needsReason && (
          <Textarea
            label={t('Reason')}
            description={t(ADJUSTMENT_EXPLANATION)}
            required
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps('reason')}
          />
        )}
      </FormFrame>
      {roleChange.dialog}
    </>
  );
}
