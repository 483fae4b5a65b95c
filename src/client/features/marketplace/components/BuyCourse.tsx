import { Button, Stack, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { msg } from '../../../../shared/i18n/msg';
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
  purchasable: msg('Buy Course'),
  purchased: msg('Open course'),
  own: msg('Your course'),
};

/** The spec's toasts (§8 "Marketplace"). */
const LOGIN_REQUIRED = { title: msg('Login Required'), message: msg('Please login to purchase courses') };
const PURCHASE_FAILED = msg('Purchase Failed');
const PURCHASE_UNAVAILABLE = msg('Unable to process purchase. Please try again.');

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
  const { t } = useTranslation();
  const { user, isLoading: sessionLoading } = useCurrentUser();
  const checkout = useOrderCheckout({
    signedIn: user !== null,
    login: { title: t(LOGIN_REQUIRED.title), message: t(LOGIN_REQUIRED.message) },
    failedTitle: t(PURCHASE_FAILED),
    unavailableMessage: t(PURCHASE_UNAVAILABLE),
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
              <Trans
                i18nKey={msg('with your referral code (was <1>{{price}}</1>)')}
                values={{ price: formatMoney(course.priceCents) }}
                components={{ 1: <Text span td="line-through" /> }}
              />
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
          {t('Open course')}
        </Button>
      ) : (
        <Button
          onClick={buy}
          disabled={!purchasable}
          loading={checkout.isPending || sessionLoading}
          aria-describedby={describedBy}
          fullWidth
        >
          {t(BUY_LABELS[course.viewerState])}
        </Button>
      )}
      {checkout.askedToSignIn && !user && <SignInToCheckOut>{t('Sign In to buy this course')}</SignInToCheckOut>}
    </Stack>
  );
}
