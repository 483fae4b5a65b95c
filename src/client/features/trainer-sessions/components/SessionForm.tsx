import { Group, Select, Textarea, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../shared/i18n/msg';
import {
  SESSION_DESCRIPTION_MAX,
  SESSION_DURATIONS,
  SESSION_MEETING_URL_MAX,
  SESSION_PLACE_MAX,
  SESSION_SIZES,
  SESSION_TITLE_MAX,
  type SessionBody,
  type SessionFormValues,
} from '../../../../shared/trainer-sessions/sessions';
import { FormFrame } from '../../../components/FormFrame';
import { PriceInput } from '../../../components/PriceInput';
import { type ProductFormProps, useProductForm } from '../../../components/product-form';
import {
  EMPTY_SESSION_FORM,
  formatDuration,
  sessionFormSchemaOf,
  toLocalInputValue,
  toSessionBody,
} from './session-form';

const durationOptionsOf = (t: TFunction) =>
  SESSION_DURATIONS.map((minutes) => {
    const length = t('{{count}} minutes', { count: minutes });
    return { value: String(minutes), label: minutes >= 60 ? `${length} (${formatDuration(minutes, t)})` : length };
  });
const sizeOptionsOf = (t: TFunction) =>
  SESSION_SIZES.map((size) => ({ value: String(size), label: t('{{count}} students', { count: size }) }));

interface SessionFormProps extends ProductFormProps<SessionFormValues, SessionBody> {
  /** True for a booked session: its duration, date and time stay as the students booked them (the API refuses a change). */
  timeLocked?: boolean;
  /** True when editing a session saved before issue 27 without a meeting link or a place: it may keep none. */
  locationOptional?: boolean;
}

const TIME_LOCKED = msg(
  'Students have booked it: to move it, cancel it (their bookings are refunded) and create a new one.',
);

/**
 * The session form of /trainer-sessions and of Edit Session (spec §2 "Trainer sessions", §5
 * "Session", §9): Session Title (required: 'Please enter a session title.'), Description, Duration
 * (30, 60 by default, 90 or 120 minutes), Price in dollars (at least 0, step 0.01; 0 is a free
 * session), Max Students (1 by default, 2, 3, 5) and the date and time, in the reader's time zone,
 * which must be in the future; then the Meeting link (an https address) and the Place, at least
 * one of them (issue 27 item 3: buyers see the link from 15 minutes before the start). Submits
 * the body with the price in cents and the start in ISO 8601. The first invalid field takes the
 * focus; what was typed stays when the save fails.
 */
export function SessionForm({ timeLocked = false, locationOptional = false, ...props }: SessionFormProps) {
  const { t } = useTranslation();
  const { form, frame } = useProductForm(props, {
    empty: EMPTY_SESSION_FORM,
    schema: sessionFormSchemaOf({ locationOptional }),
    toBody: toSessionBody,
  });

  return (
    <FormFrame {...frame} failureTitle={t('The session was not saved')}>
      <TextInput
        label={t('Session Title')}
        placeholder={t('e.g. NCLEX prioritization questions, one on one')}
        required
        maxLength={SESSION_TITLE_MAX}
        {...form.getInputProps('title')}
      />
      <Textarea
        label={t('Description')}
        description={t('What you will cover, and how the student should prepare.')}
        autosize
        minRows={3}
        maxLength={SESSION_DESCRIPTION_MAX}
        {...form.getInputProps('description')}
      />
      <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
        <Select
          label={t('Duration')}
          data={durationOptionsOf(t)}
          allowDeselect={false}
          disabled={timeLocked}
          description={timeLocked ? t('Booked: stays as booked.') : undefined}
          miw={180}
          {...form.getInputProps('durationMinutes')}
        />
        <Select
          label={t('Max Students')}
          data={sizeOptionsOf(t)}
          allowDeselect={false}
          miw={180}
          {...form.getInputProps('maxStudents')}
        />
      </Group>
      <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
        <PriceInput
          description={t('0 for a free session.')}
          required
          min={0}
          allowNegative={false}
          miw={180}
          {...form.getInputProps('price')}
        />
        <TextInput
          type="datetime-local"
          label={t('Date and time')}
          description={timeLocked ? t(TIME_LOCKED) : t('In your time zone.')}
          disabled={timeLocked}
          required
          min={toLocalInputValue(new Date())}
          miw={180}
          {...form.getInputProps('startsAt')}
        />
      </Group>
      <Group grow align="flex-start" preventGrowOverflow={false} wrap="wrap">
        <TextInput
          type="url"
          label={t('Meeting link')}
          description={t(
            "The video call's https address. Students who booked see it from 15 minutes before the start.",
          )}
          placeholder="https://meet.example.org/abc-defg-hij"
          maxLength={SESSION_MEETING_URL_MAX}
          miw={180}
          {...form.getInputProps('meetingUrl')}
        />
        <TextInput
          label={t('Place')}
          description={t('Or where you meet in person: a room, an address. Give a link, a place or both.')}
          maxLength={SESSION_PLACE_MAX}
          miw={180}
          {...form.getInputProps('place')}
        />
      </Group>
    </FormFrame>
  );
}
