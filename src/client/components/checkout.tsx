import { Anchor, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { msg } from '../../shared/i18n/msg';
import type { Purchase } from '../../shared/marketplace/purchases';
import { normalizeReferralCode, REFERRAL_CODE_MESSAGE } from '../../shared/marketplace/referral-code';
import { REFERRAL_DISCOUNT_PERCENT, REFERRAL_FEE_PERCENT, splitSale } from '../../shared/marketplace/split-sale';
import { checkoutPath, paths } from '../../shared/paths';
import type { CreateOrderBody, Order } from '../../shared/payments/orders';
import { i18n, translateText } from '../i18n/i18n';
import { ApiError } from '../lib/api-client';
import { formatMoney } from '../lib/format';
import { useCreateOrder } from '../lib/orders';

/** The length of a complete referral code (spec §9). */
export const REFERRAL_CODE_LENGTH = 6;

/** The 400 codes of a purchase that are about the referral code sent. */
const REFERRAL_ERROR_CODES = new Set<ApiError['code']>([
  'invalid_request',
  'unknown_referral_code',
  'own_referral_code',
]);

/**
 * The optional referral code of a course purchase, a booking or a video purchase (spec §5:
 * uppercased as typed; 6 letters and digits), with what it gives the buyer and the code's owner.
 * Enter buys.
 */
export function ReferralCodeField({
  value,
  error,
  onChange,
  onEnter,
  describedBy,
}: {
  value: string;
  error: string | null;
  onChange: (code: string) => void;
  onEnter: () => void;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('Referral code')}
      aria-describedby={describedBy}
      description={t(
        'Have a referral code? You save {{discount}}% and the person who shared it earns a {{fee}}% referral fee.',
        { discount: REFERRAL_DISCOUNT_PERCENT, fee: REFERRAL_FEE_PERCENT },
      )}
      placeholder={t('e.g. AB12CD')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      value={value}
      error={error === null ? null : translateText(error)}
      onChange={(event) => onChange(normalizeReferralCode(event.currentTarget.value))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onEnter();
      }}
    />
  );
}

/** What a receipt says was paid, and with a code what it saved and earned its owner (a purchase or a paid order). */
export function paidText(purchase: Pick<Purchase, 'amountCents' | 'referralCode' | 'discountCents'>): string {
  const paid =
    purchase.amountCents === 0
      ? i18n.t('It is free.')
      : i18n.t('You paid {{amount}}.', { amount: formatMoney(purchase.amountCents) });
  if (!purchase.referralCode) return paid;
  const saved = i18n.t('Referral code {{code}} saved you {{amount}}.', {
    code: purchase.referralCode,
    amount: formatMoney(purchase.discountCents),
  });
  return `${paid} ${saved}`;
}

/**
 * Tells the buyer why a booking or a purchase failed: a toast titled `failedTitle` with the
 * server's sentence (409 full, past, already bought, price changed; 403 own item), the spec's
 * 'An unexpected error occurred.' when the server cannot be reached, and 'Please try again' for a
 * 5xx (`unavailableMessage`). Returns the sentence to show beside the button, and whether it is about the referral code.
 */
function reportCheckoutFailure(
  error: unknown,
  {
    failedTitle,
    sentCode,
    unavailableMessage = msg('Unable to process the payment. Please try again.'),
  }: { failedTitle: string; sentCode: boolean; unavailableMessage?: string },
): { message: string; aboutCode: boolean } {
  if (!(error instanceof ApiError) || error.status === 0) {
    const message = i18n.t('An unexpected error occurred.');
    notifications.show({ title: i18n.t('Error'), message, color: 'red' });
    return { message, aboutCode: false };
  }
  const message = error.status >= 500 ? translateText(unavailableMessage) : error.message;
  notifications.show({ title: failedTitle, message, color: 'red' });
  return { message, aboutCode: error.status === 400 && sentCode && REFERRAL_ERROR_CODES.has(error.code) };
}

/** A toast asking to log in: the spec's 'Login Required' with what the reader was about to do. */
interface LoginToast {
  title: string;
  message: string;
}

/**
 * The state every checkout shares (a course purchase, a booking, a video purchase): the referral
 * code as typed and its error, the refusal to show beside the button, whether the reader was asked
 * to sign in, and one checkout at a time.
 *
 * - `begin()` starts a checkout: null (nothing to send) when one is already on its way, when the
 *   reader is signed out (the `login` toast, then the sign-in link) or when the code is incomplete
 *   (REFERRAL_CODE_MESSAGE under the field); otherwise the code to send, or undefined for none.
 * - `succeeded()` clears the code; `failed(error, sentCode)` asks to sign in again on a 401, else
 *   reports the failure (`reportCheckoutFailure` with `failedTitle`) under the field when it is
 *   about the code, beside the button otherwise; `settled()` allows the next checkout.
 */
export function useCheckout({
  signedIn,
  login,
  failedTitle,
  unavailableMessage,
}: {
  signedIn: boolean;
  login: LoginToast;
  failedTitle: string;
  unavailableMessage?: string;
}) {
  const inFlight = useRef(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [askedToSignIn, setAskedToSignIn] = useState(false);

  const askToSignIn = (toast: LoginToast = login) => {
    notifications.show({ title: translateText(toast.title), message: translateText(toast.message), color: 'yellow' });
    setAskedToSignIn(true);
  };

  return {
    code,
    codeError,
    refusal,
    askedToSignIn,
    askToSignIn,
    /** The field's onChange: keeps the code as typed and clears its error. */
    changeCode: (typed: string) => {
      setCode(typed);
      setCodeError(null);
    },
    begin: (): { sentCode: string | undefined } | null => {
      if (inFlight.current) return null;
      setRefusal(null);
      if (!signedIn) {
        askToSignIn();
        return null;
      }
      if (code && code.length !== REFERRAL_CODE_LENGTH) {
        setCodeError(REFERRAL_CODE_MESSAGE);
        return null;
      }
      inFlight.current = true;
      return { sentCode: code || undefined };
    },
    succeeded: () => setCode(''),
    failed: (error: unknown, sentCode: string | undefined) => {
      if (error instanceof ApiError && error.status === 401) {
        // The session ended since the page loaded.
        askToSignIn();
        return;
      }
      const failure = reportCheckoutFailure(error, {
        failedTitle: translateText(failedTitle),
        sentCode: Boolean(sentCode),
        unavailableMessage,
      });
      if (failure.aboutCode) setCodeError(failure.message);
      else setRefusal(failure.message);
    },
    settled: () => {
      inFlight.current = false;
    },
  };
}

/** The link to sign in shown once a signed-out reader tried to check out; it comes back to this page. */
export function SignInToCheckOut({ children }: { children: string }) {
  const location = useLocation();
  return (
    <Anchor component={Link} to={paths.login.href({ from: `${location.pathname}${location.search}` })} size="sm">
      {children}
    </Anchor>
  );
}

/**
 * The course's success toast message (spec §8 "Marketplace"): what was paid for which course and,
 * with a referral code, what the buyer saved (5%) and what the code's owner earns (10% of the list
 * price, decision 009).
 */
export function coursePurchasedMessage(
  order: Pick<Order, 'amountCents' | 'discountCents' | 'priceCents' | 'referralCode' | 'itemTitle'>,
): string {
  const paid = i18n.t('You paid {{amount}} for “{{title}}”.', {
    amount: formatMoney(order.amountCents),
    title: order.itemTitle,
  });
  if (!order.referralCode || order.priceCents <= 0) return `${paid} ${i18n.t('You can start learning right away.')}`;
  const fee = splitSale(order.priceCents, { withReferral: true }).referrerCents;
  const referral = i18n.t(
    'With referral code {{code}} you saved {{discount}} ({{discountPercent}}%), and the person who shared it earns a {{feePercent}}% referral fee ({{fee}}).',
    {
      code: order.referralCode,
      discount: formatMoney(order.discountCents),
      discountPercent: REFERRAL_DISCOUNT_PERCENT,
      feePercent: REFERRAL_FEE_PERCENT,
      fee: formatMoney(fee),
    },
  );
  return `${paid} ${referral}`;
}

/**
 * The success text of a paid order, by its kind (spec §8 and the features' toasts): a course's
 * 'Course Purchased Successfully!', a session's 'Session Booked', a video's 'Video Purchased', and
 * 'Payment Complete' for a plan or a programme fee.
 */
export function orderSuccess(order: Order): { title: string; message: string } {
  switch (order.kind) {
    case 'course':
      return { title: i18n.t('Course Purchased Successfully!'), message: coursePurchasedMessage(order) };
    case 'session':
      return {
        title: i18n.t('Session Booked'),
        message: `${i18n.t('You booked “{{title}}”.', { title: order.itemTitle })} ${paidText(order)}`,
      };
    case 'video':
      return {
        title: i18n.t('Video Purchased'),
        message: `${i18n.t('“{{title}}” is yours to watch.', { title: order.itemTitle })} ${paidText(order)}`,
      };
    default:
      return {
        title: i18n.t('Payment Complete'),
        message: `${i18n.t('Thank you: “{{title}}” is paid.', { title: order.itemTitle })} ${paidText(order)}`,
      };
  }
}

/** Shows a paid order's success toast (`orderSuccess`). */
export function showOrderSuccess(order: Order): void {
  notifications.show({ ...orderSuccess(order), color: 'green' });
}

/**
 * Buying through the checkout (issue 26 item 2: never in one click): `useCheckout`'s state, and
 * `start(body)`, which creates the order (POST /api/orders with the code typed, when `withCode`)
 * and opens its checkout page; an order paid at once (a free session) calls `onPaidNow` instead
 * (default: its success toast) and stays on the page. Refusals are reported as `useCheckout` does.
 */
export function useOrderCheckout({
  onPaidNow = showOrderSuccess,
  ...options
}: Parameters<typeof useCheckout>[0] & { onPaidNow?: (order: Order) => void }) {
  const checkout = useCheckout(options);
  const create = useCreateOrder();
  const navigate = useNavigate();
  const start = (body: Omit<CreateOrderBody, 'referralCode'>, { withCode = true }: { withCode?: boolean } = {}) => {
    const started = checkout.begin();
    if (!started) return;
    const sentCode = withCode ? started.sentCode : undefined;
    create.mutate(
      { ...body, ...(sentCode ? { referralCode: sentCode } : {}) },
      {
        onSuccess: (order) => {
          checkout.succeeded();
          if (order.status === 'paid') onPaidNow(order);
          else navigate(checkoutPath(order.id));
        },
        onError: (error) => checkout.failed(error, sentCode),
        onSettled: checkout.settled,
      },
    );
  };
  return { ...checkout, start, isPending: create.isPending };
}
