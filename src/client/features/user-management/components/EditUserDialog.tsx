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
import { useMemo, useState } from 'react';
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
export const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || 'Unnamed user';

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
  const current = useLastShown(user);

  return (
    <DialogFrame opened={user !== null} onClose={onClose} size="lg" title="Edit User">
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
  const query = useUser(userId);
  const fresh = query.isFetchedAfterMount && query.isSuccess ? query.data : null;
  const [opened, setOpened] = useState<ManagedUser | null>(null);
  if (fresh && !opened) setOpened(fresh);
  const user = opened ?? fresh;
  if (user) return <EditUserForm user={user} isSelf={isSelf} onCancel={onClose} onSaved={onClose} />;
  if (query.isError) return <LoadError title="The user could not be loaded" query={query} />;
  return <PageLoader label="Loading the user" />;
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
        !(await roleChange.confirm({ name: fullName(user), from: user.role, to: body.role }))
      ) {
        return;
      }
      const saved = await update.mutateAsync({ userId: user.id, body });
      notifications.show({
        title: USER_UPDATED,
        message: `The changes to ${fullName(saved)} are saved.`,
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
        failureTitle="The user was not saved"
        submitLabel="Save Changes"
        pending={update.isPending}
        secondaryAction={{ label: 'Cancel', onClick: onCancel }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First Name"
            required
            autoComplete="off"
            maxLength={100}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last Name"
            required
            autoComplete="off"
            maxLength={100}
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="off"
          maxLength={254}
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label="Role"
            data={ROLE_OPTIONS}
            allowDeselect={false}
            disabled={isSelf}
            description={isSelf ? CANNOT_DEMOTE_SELF : undefined}
            {...form.getInputProps('role')}
          />
          <CountInput label="Test Attempts" opening={user.testAttempts} {...form.getInputProps('testAttempts')} />
        </SimpleGrid>
        <Switch
          label="Registered"
          description="Full access: every practice test and the full practice exam."
          {...form.getInputProps('isRegistered', { type: 'checkbox' })}
        />
        {trainer && (
          <Stack gap="md">
            <Text fw={600} size="sm">
              Trainer details
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label="Referral Code"
                description="6 letters and digits; empty for none."
                autoComplete="off"
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                {...referralCode}
                onChange={(event) =>
                  form.setFieldValue('referralCode', normalizeReferralCode(event.currentTarget.value))
                }
              />
              <NumberInput
                label="Earnings"
                description="In US dollars."
                prefix="$"
                step={0.01}
                thousandSeparator=","
                {...floorOf(user.earningsCents / 100)}
                {...form.getInputProps('earnings')}
              />
              <CountInput
                label="Courses Created"
                opening={user.coursesCreated}
                {...form.getInputProps('coursesCreated')}
              />
              <CountInput label="Courses Sold" opening={user.coursesSold} {...form.getInputProps('coursesSold')} />
            </SimpleGrid>
          </Stack>
        )}
        {needsReason && (
          <Textarea
            label="Reason"
            description={ADJUSTMENT_EXPLANATION}
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
