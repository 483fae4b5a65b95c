import { Group, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import {
  SESSION_DESCRIPTION_MAX,
  SESSION_DURATIONS,
  SESSION_SIZES,
  SESSION_TITLE_MAX,
  type SessionBody,
  type SessionFormValues,
} from '../../../../shared/trainer-sessions/sessions';
import { FormFooter, type SecondaryAction } from '../../../components/FormFooter';
import { errorMessage } from '../../../lib/api-client';
import { useSavingForm } from '../../../lib/use-saving-form';
import {
  EMPTY_SESSION_FORM,
  formatDuration,
  sessionFormSchema,
  toLocalInputValue,
  toSessionBody,
} from './session-form';

const durationOptions = SESSION_DURATIONS.map((minutes) => ({
  value: String(minutes),
  label: `${minutes} minutes${minutes >= 60 ? ` (${formatDuration(minutes)})` : ''}`,
}));
const sizeOptions = SESSION_SIZES.map((size) => ({
  value: String(size),
  label: size === 1 ? '1 student' : `${size} students`,
}));

interface SessionFormProps {
  /** The values to start from (a saved session when editing); an empty form otherwise. */
  initialValues?: SessionFormValues;
  submitLabel: string;
  /** Saves the checked session; a rejection keeps the form as typed and shows `failureText(error)`. */
  onSubmit: (body: SessionBody) => Promise<unknown>;
  /** True while the save is on its way: the button shows it and a second submit does nothing. */
  pending: boolean;
  /** Empty the form after a successful save (spec §8 "Forms reset on success"). */
  resetOnSuccess?: boolean;
  /** What to say in the form when a save fails (null: nothing). The server's message by default. */
  failureText?: (error: unknown) => string | null;
  /** A button beside the submit button, e.g. Cancel in a dialog. */
  secondaryAction?: SecondaryAction;
  /** True for a booked session: its duration, date and time stay as the students booked them (the API refuses a change). */
  timeLocked?: boolean;
}

const TIME_LOCKED =
  'Students have booked it: to move it, cancel it (their bookings are refunded) and create a new one.';

/**
 * The session form of /trainer-sessions and of Edit Session (spec §2 "Trainer sessions", §5
 * "Session", §9): Session Title (required: 'Please enter a session title.'), Description, Duration
 * (30, 60 by default, 90 or 120 minutes), Price in dollars (at least 0, step 0.01; 0 is a free
 * session), Max Students (1 by default, 2, 3, 5) and the date and time, in the reader's time zone,
 * which must be in the future. Submits the body with the price in cents and the start in ISO 8601.
 * The first invalid field takes the focus; what was typed stays when the save fails.
 */
export function SessionForm({
  initialValues = EMPTY_SESSION_FORM,
  submitLabel,
  onSubmit,
  pending,
  resetOnSuccess = false,
  failureText = errorMessage,
  secondaryAction,
  timeLocked = false,
}: SessionFormProps) {
  const { form, formElement, submit, failure } = useSavingForm({
    initialValues,
    schema: sessionFormSchema,
    save: (checked) => onSubmit(toSessionBody(checked)),
    pending,
    resetOnSuccess,
    failureText,
  });

  return (
    <form ref={formElement} onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Session Title"
          placeholder="e.g. NCLEX prioritization questions, one on one"
          required
          maxLength={SESSION_TITLE_MAX}
          {...form.getInputProps('title')}
        />
        <Textarea
          label="Description"
          description="What you will cover, and how the student should prepare."
          autosize
          minRows={3}
          maxLength={SESSION_DESCRIPTION_MAX}
          {...form.getInputProps('description')}
        />
        <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
          <Select
            label="Duration"
            data={durationOptions}
            allowDeselect={false}
            disabled={timeLocked}
            description={timeLocked ? 'Booked: stays as booked.' : undefined}
            miw={180}
            {...form.getInputProps('durationMinutes')}
          />
          <Select
            label="Max Students"
            data={sizeOptions}
            allowDeselect={false}
            miw={180}
            {...form.getInputProps('maxStudents')}
          />
        </Group>
        <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
          <NumberInput
            label="Price (USD)"
            description="0 for a free session."
            required
            min={0}
            step={0.01}
            decimalScale={2}
            prefix="$"
            thousandSeparator=","
            allowNegative={false}
            miw={180}
            {...form.getInputProps('price')}
          />
          <TextInput
            type="datetime-local"
            label="Date and time"
            description={timeLocked ? TIME_LOCKED : 'In your time zone.'}
            disabled={timeLocked}
            required
            min={toLocalInputValue(new Date())}
            miw={180}
            {...form.getInputProps('startsAt')}
          />
        </Group>
        <FormFooter
          failure={failure}
          failureTitle="The session was not saved"
          submitLabel={submitLabel}
          pending={pending}
          secondaryAction={secondaryAction}
        />
      </Stack>
    </form>
  );
}
