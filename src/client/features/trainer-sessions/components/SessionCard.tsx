import { Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msg } from '../../../../shared/i18n/msg';
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
  bookable: msg('Book'),
  booked: msg('Booked'),
  own: msg('Your session'),
  full: msg('Full'),
  past: msg('Past'),
  cancelled: msg('Cancelled'),
};

/** "2 of 3 seats left", "1 of 1 seat left", "No seats left". */
function seatsLeftText(session: Session, t: TFunction): string {
  const left = Math.max(0, session.maxStudents - session.seatsTaken);
  if (left === 0) return t('No seats left');
  return t('{{left}} of {{count}} seats left', { left, count: session.maxStudents });
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
  const { t } = useTranslation();
  const LOGIN_REQUIRED = { title: t('Login Required'), message: t('Please log in to book a session.') };
  const { user, isLoading: sessionLoading } = useCurrentUser();
  const titleId = useId();
  // A free session is booked at once: it shows as booked until the refreshed list catches up.
  const [booked, setBooked] = useState(false);
  const checkout = useOrderCheckout({
    signedIn: user !== null,
    login: LOGIN_REQUIRED,
    failedTitle: t('Booking Failed'),
    onPaidNow: (order) => {
      setBooked(true);
      notifications.show({
        title: t('Session Booked'),
        message: `${t('You booked “{{title}}” on {{date}}.', {
          title: session.title,
          date: formatDateTime(session.startsAt),
        })} ${paidText(order)}`,
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
      price={priceText(current.priceCents, t)}
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
            {t(BOOK_LABELS[current.viewerState])}
          </Button>
          {checkout.askedToSignIn && !user && <SignInToCheckOut>{t('Sign In to book this session')}</SignInToCheckOut>}
        </>
      }
    >
      <Text size="sm">{t('with {{name}}', { name: current.trainerName })}</Text>
      <Text size="sm">
        {formatDateTime(current.startsAt)} · {formatDuration(current.durationMinutes, t)}
      </Text>
      <Group gap="xs">
        {current.maxStudents > 1 && (
          <Badge variant="light" color="grape">
            {t(sessionKindLabel(current.maxStudents))}
          </Badge>
        )}
        <Badge variant="light" color={current.isFull ? 'gray' : 'blue'}>
          {seatsLeftText(current, t)}
        </Badge>
      </Group>
      {current.viewerState === 'booked' && <SessionJoin session={current} />}
    </OfferingCard>
  );
}
