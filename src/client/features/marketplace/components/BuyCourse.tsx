import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Course, ViewerState } from '../../../../shared/marketplace/courses';
import type { Purchase } from '../../../../shared/marketplace/purchases';
import { REFERRAL_DISCOUNT_PERCENT, REFERRAL_FEE_PERCENT, splitSale } from '../../../../shared/marketplace/split-sale';
import { REFERRAL_CODE_LENGTH, ReferralCodeField, SignInToCheckOut, useCheckout } from '../../../components/checkout';
import { formatMoney } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { usePurchaseCourse } from '../api/purchase-course';

/** The Buy button's text by where the reader stands (spec §4 "Marketplace course"). */
const BUY_LABELS: Record<ViewerState, string> = {
  purchasable: 'Buy Course',
  purchased: 'Purchased',
  own: 'Your course',
};

/** The spec's toasts (§8 "Marketplace"). */
const LOGIN_REQUIRED = { title: 'Login Required', message: 'Please login to purchase courses' };
const PURCHASE_FAILED = 'Purchase Failed';
const PURCHASE_UNAVAILABLE = 'Unable to process purchase. Please try again.';

/** The success toast's message: what was paid and, with a code, what the buyer and the code's owner gained. */
function purchaseMessage(purchase: Purchase): string {
  const paid = `You paid ${formatMoney(purchase.amountCents)} for “${purchase.itemTitle}”.`;
  if (!purchase.referralCode) return `${paid} You can start learning right away.`;
  const fee = purchase.referralFeeCents;
  return (
    `${paid} With referral code ${purchase.referralCode} you saved ${formatMoney(purchase.discountCents)} ` +
    `(${REFERRAL_DISCOUNT_PERCENT}%), and the person who shared it earns a ${REFERRAL_FEE_PERCENT}% referral fee ` +
    `(${formatMoney(fee)}).`
  );
}

/**
 * The buy panel of a course card and of a course page (spec §2 "Course Marketplace", §4, §5, §8):
 * the price, an optional referral code (uppercased as typed, 6 letters and digits; a complete code
 * shows the price after the 5% discount) and the Buy button, disabled for a course already
 * purchased or one's own. Signed out, Buy asks to sign in and sends nothing. One purchase at a
 * time: a second click while the first is on its way does nothing. A refused code is explained
 * under the field, which keeps what was typed.
 */
export function BuyCourse({ course, describedBy }: { course: Course; describedBy?: string }) {
  const { user, isLoading: sessionLoading } = useCurrentUser();
  const purchase = usePurchaseCourse();
  const checkout = useCheckout({
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
    const started = checkout.begin();
    if (!started) return;
    const { sentCode } = started;
    purchase.mutate(
      { courseId: course.id, referralCode: sentCode, expectedPriceCents: course.priceCents },
      {
        onSuccess: ({ purchase: bought }) => {
          checkout.succeeded();
          notifications.show({
            title: 'Course Purchased Successfully!',
            message: purchaseMessage(bought),
            color: 'green',
          });
        },
        onError: (error) => checkout.failed(error, sentCode),
        onSettled: checkout.settled,
      },
    );
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
      <Button
        onClick={buy}
        disabled={!purchasable}
        loading={purchase.isPending || sessionLoading}
        aria-describedby={describedBy}
        fullWidth
      >
        {BUY_LABELS[course.viewerState]}
      </Button>
      {checkout.askedToSignIn && !user && <SignInToCheckOut>Sign In to buy this course</SignInToCheckOut>}
    </Stack>
  );
}
