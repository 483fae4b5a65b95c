import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { coursePlayerPath } from '../../../../shared/marketplace/course-player';
import type { Course, ViewerState } from '../../../../shared/marketplace/courses';
import { splitSale } from '../../../../shared/marketplace/split-sale';
import {
  REFERRAL_CODE_LENGTH,
  ReferralCodeField,
  SignInToCheckOut,
  useOrderCheckout,
} from '../../../components/checkout';
import { formatMoney } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session/use-current-user';

/** The Buy button's text by where the reader stands (spec §4 "Marketplace course"). */
const BUY_LABELS: Record<ViewerState, string> = {
  purchasable: 'Buy Course',
  purchased: 'Open course',
  own: 'Your course',
};

/** The spec's toasts (§8 "Marketplace"). */
const LOGIN_REQUIRED = { title: 'Login Required', message: 'Please login to purchase courses' };
const PURCHASE_FAILED = 'Purchase Failed';
const PURCHASE_UNAVAILABLE = 'Unable to process purchase. Please try again.';

/**
 * The buy panel of a course card and of a course page (spec §2 "Course Marketplace", §4, §5, §8):
 * the price, an optional referral code (uppercased as typed, 6 letters and digits; a complete code
 * shows the price after the 5% discount) and the Buy button, disabled for one's own course; a
 * course already purchased shows "Open course" into the course player instead (issue 27 item 2). Buy creates the order (POST /api/orders, priced by the server, with the
 * price shown) and opens its checkout page (issue 26: never bought in one click); the checkout shows
 * 'Course Purchased Successfully!' once paid. Signed out, Buy asks to sign in and sends nothing.
 * One order at a time: a second click while the first is on its way does nothing. A refused code
 * is explained under the field, which keeps what was typed.
 */
export function BuyCourse({ course, describedBy }: { course: Course; describedBy?: string }) {
  const { user, isLoading: sessionLoading } = useCurrentUser();
  const checkout = useOrderCheckout({
    signedIn: user !== null,
    login: LOGIN_REQUIRED,
    failedTitle: PURCHASE_FAILED,
    unavailableMessage: PURCHASE_UNAVAILABLE,
  });

  const purchasable = course.viewerState === 'purchasable';
  const withCode = checkout.code.length === REFERRAL_CODE_LENGTH;
  const split = course.priceCents > 0 ? splitSale(course.priceCents, { withReferral: withCode }) : null;

  const buy = () => {
    if (!purchasable || sessionLoading) return;
    checkout.start({ kind: 'course', itemId: course.id, expectedPriceCents: course.priceCents });
  };

  return (
    <Stack gap="sm">
      <div aria-live="polite">
        {split && split.discountCents > 0 ? (
          <Text>
            <Text span fw={700} fz="xl">
              {formatMoney(split.paidCents)}
            </Text>{' '}
            <Text span size="sm">
              with your referral code (was{' '}
              <Text span td="line-through">
                {formatMoney(course.priceCents)}
              </Text>
              )
            </Text>
          </Text>
        ) : (
          <Text fw={700} fz="xl">
            {formatMoney(course.priceCents)}
          </Text>
        )}
      </div>
      {purchasable && (
        <ReferralCodeField
          value={checkout.code}
          error={checkout.codeError}
          describedBy={describedBy}
          onChange={checkout.changeCode}
          onEnter={buy}
        />
      )}
      {course.viewerState === 'purchased' ? (
        // Issue 27 item 2: a bought course opens in the player (it was a grey "Purchased").
        <Button component={Link} to={coursePlayerPath(course.id)} aria-describedby={describedBy} fullWidth>
          Open course
        </Button>
      ) : (
        <Button
          onClick={buy}
          disabled={!purchasable}
          loading={checkout.isPending || sessionLoading}
          aria-describedby={describedBy}
          fullWidth
        >
          {BUY_LABELS[course.viewerState]}
        </Button>
      )}
      {checkout.askedToSignIn && !user && <SignInToCheckOut>Sign In to buy this course</SignInToCheckOut>}
    </Stack>
  );
}
