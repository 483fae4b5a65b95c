import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { REFERRAL_CODE_MESSAGE } from '../../../../shared/marketplace/referral-code';
import { paths } from '../../../../shared/paths';
import type { Session, SessionViewerState } from '../../../../shared/trainer-tools/sessions';
import { paidText, REFERRAL_CODE_LENGTH, ReferralCodeField, reportCheckoutFailure } from '../../../components/checkout';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useCurrentUser } from '../../account/use-current-user';
import { useBookSession } from '../api/book-session';
import { formatDuration } from './session-form';
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
 * code for a paid session (uppercased, 6 letters and digits). Book posts
 * /api/sessions/:sessionId/book with the price shown; a booked, own, full, past or cancelled
 * session shows that instead, disabled. Signed out, Book asks to log in and sends nothing. A
 * refusal (409 'This session is full.', an already booked session, a changed price) is shown
 * beside the button and in a toast; a refused code under the field, which keeps what was typed.
 * One booking at a time: a second click while the first is on its way does nothing.
 */
export function SessionCard({ session }: { session: Session }) {
  const { user, isLoading: sessionLoading } = useCurrentUser();
  const location = useLocation();
  const book = useBookSession();
  const inFlight = useRef(false);
  const titleId = useId();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [askedToSignIn, setAskedToSignIn] = useState(false);
  // The session as the booking's answer shows it, until the refreshed list catches up.
  const [booked, setBooked] = useState<Session | null>(null);
  const current = booked && session.viewerState === 'bookable' ? booked : session;
  const bookable = current.viewerState === 'bookable';
  const paid = current.priceCents > 0;

  const submit = () => {
    if (inFlight.current || !bookable || sessionLoading) return;
    setRefusal(null);
    if (!user) {
      notifications.show({ ...LOGIN_REQUIRED, color: 'yellow' });
      setAskedToSignIn(true);
      return;
    }
    if (code && code.length !== REFERRAL_CODE_LENGTH) {
      setCodeError(REFERRAL_CODE_MESSAGE);
      return;
    }
    const sentCode = paid && code ? code : undefined;
    inFlight.current = true;
    book.mutate(
      { sessionId: current.id, referralCode: sentCode, expectedPriceCents: current.priceCents },
      {
        onSuccess: (receipt) => {
          setCode('');
          setBooked(receipt.session);
          notifications.show({
            title: 'Session Booked',
            message: `You booked “${receipt.session.title}” on ${formatDateTime(receipt.session.startsAt)}. ${paidText(receipt.purchase)}`,
            color: 'green',
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            notifications.show({ ...LOGIN_REQUIRED, color: 'yellow' });
            setAskedToSignIn(true);
            return;
          }
          const failure = reportCheckoutFailure(error, { failedTitle: 'Booking Failed', sentCode: Boolean(sentCode) });
          if (failure.aboutCode) setCodeError(failure.message);
          else setRefusal(failure.message);
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={titleId} h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {current.title}
          </Title>
          <Text fw={700} style={{ flexShrink: 0 }}>
            {priceText(current.priceCents)}
          </Text>
        </Group>
        <Text size="sm">with {current.trainerName}</Text>
        <Text size="sm">
          {formatDateTime(current.startsAt)} · {formatDuration(current.durationMinutes)}
        </Text>
        <Group gap="xs">
          <Badge variant="light" color={current.isFull ? 'gray' : 'blue'}>
            {seatsLeftText(current)}
          </Badge>
        </Group>
        {current.description && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {current.description}
          </Text>
        )}
        <Stack gap="xs" mt="auto">
          {bookable && paid && (
            <ReferralCodeField
              value={code}
              error={codeError}
              describedBy={titleId}
              onChange={(typed) => {
                setCode(typed);
                setCodeError(null);
              }}
              onEnter={submit}
            />
          )}
          {refusal && (
            <Alert color="red" variant="light" role="alert" p="xs">
              <Text size="sm">{refusal}</Text>
            </Alert>
          )}
          <Button
            onClick={submit}
            disabled={!bookable}
            loading={book.isPending || sessionLoading}
            aria-describedby={titleId}
            fullWidth
          >
            {BOOK_LABELS[current.viewerState]}
          </Button>
          {askedToSignIn && !user && (
            <Anchor
              component={Link}
              to={paths.login.href({ from: `${location.pathname}${location.search}` })}
              size="sm"
            >
              Sign In to book this session
            </Anchor>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
