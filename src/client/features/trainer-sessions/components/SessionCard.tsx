import { Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import type { Session, SessionViewerState } from '../../../../shared/trainer-sessions/sessions';
import { CheckoutRefusal } from '../../../components/CheckoutRefusal';
import { paidText, ReferralCodeField, SignInToCheckOut, useOrderCheckout } from '../../../components/checkout';
import { OfferingCard } from '../../../components/OfferingCard';
import { formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { SessionJoin } from './SessionJoin';
import { formatDuration, sessionKindLabel } from './session-form';
import { priceText } from './TrainerSessionList';

/** The Book button's text by where the reader stands. */
const BOOK_LABELS: Record<SessionViewerState, string> = {
  bookable: 'Book',
  booked: 'Booked',
  own: 'Your session',
  full: 'Full',
  past: 'Past',
  cancelled: 'Cancelled',
};

const LOGIN_REQUIRED = { title: 'Login Required', message: 'Please log in to book a session.' };

/** "2 of 3 seats left", "1 seat left", "No seats left". */
function seatsLeftText(session: Session): string {
  const left = Math.max(0, session.maxStudents - session.seatsTaken);
  if (left === 0) return 'No seats left';
  return `${left} of ${session.maxStudents} ${session.maxStudents === 1 ? 'seat' : 'seats'} left`;
}

/**
 * A one-on-one session as students see it (Training Center, a trainer's course page): title,
 * trainer, date and time, duration, price or 'Free', seats left, and Book with an optional referral
 * code for a paid session (uppercased, 6 letters and digits). Book creates the order (POST
 * /api/orders with the price shown; issue 26) and opens its checkout page, which holds the seat
 * while it is paid; a free session's order is paid at once and 'Session Booked' shows here. A
 * booked, own, full, past or cancelled session shows that instead, disabled. Signed out, Book asks to log in and sends nothing. A
 * refusal (409 'This session is full.', an already booked session, a changed price) is shown
 * beside the button and in a toast; a refused code under the field, which keeps what was typed.
 * One booking at a time: a second click while the first is on its way does nothing. Issue 27 item
 * 3: a session for more than one student carries a "Group session" badge; a booked one shows where
 * to join it (SessionJoin: the Join session button from 15 minutes before the start, or when it appears).
 */
export function SessionCard({ session }: { session: Session }) {
  const { user, isLoading: sessionLoading } = useCurrentUser();
  const titleId = useId();
  // A free session is booked at once: it shows as booked until the refreshed list catches up.
  const [booked, setBooked] = useState(false);
  const checkout = useOrderCheckout({
    signedIn: user !== null,
    login: LOGIN_REQUIRED,
    failedTitle: 'Booking Failed',
    onPaidNow: (order) => {
      setBooked(true);
      notifications.show({
        title: 'Session Booked',
        message: `You booked “${session.title}” on ${formatDateTime(session.startsAt)}. ${paidText(order)}`,
        color: 'green',
      });
    },
  });
  const current: Session =
    booked && session.viewerState === 'bookable'
      ? { ...session, viewerState: 'booked', seatsTaken: session.seatsTaken + 1 }
      : session;
  const bookable = current.viewerState === 'bookable';
  const paid = current.priceCents > 0;

  const submit = () => {
    if (!bookable || sessionLoading) return;
    checkout.start({ kind: 'session', itemId: current.id, expectedPriceCents: current.priceCents }, { withCode: paid });
  };

  return (
    <OfferingCard
      titleId={titleId}
      title={current.title}
      price={priceText(current.priceCents)}
      description={current.description}
      actions={
        <>
          {bookable && paid && (
            <ReferralCodeField
              value={checkout.code}
              error={checkout.codeError}
              describedBy={titleId}
              onChange={checkout.changeCode}
              onEnter={submit}
            />
          )}
          <CheckoutRefusal refusal={checkout.refusal} />
          <Button
            onClick={submit}
            disabled={!bookable}
            loading={checkout.isPending || sessionLoading}
            aria-describedby={titleId}
            fullWidth
          >
            {BOOK_LABELS[current.viewerState]}
          </Button>
          {checkout.askedToSignIn && !user && <SignInToCheckOut>Sign In to book this session</SignInToCheckOut>}
        </>
      }
    >
      <Text size="sm">with {current.trainerName}</Text>
      <Text size="sm">
        {formatDateTime(current.startsAt)} · {formatDuration(current.durationMinutes)}
      </Text>
      <Group gap="xs">
        {current.maxStudents > 1 && (
          <Badge variant="light" color="grape">
            {sessionKindLabel(current.maxStudents)}
          </Badge>
        )}
        <Badge variant="light" color={current.isFull ? 'gray' : 'blue'}>
          {seatsLeftText(current)}
        </Badge>
      </Group>
      {current.viewerState === 'booked' && <SessionJoin session={current} />}
    </OfferingCard>
  );
}
