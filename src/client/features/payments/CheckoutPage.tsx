import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { msg } from '../../../shared/i18n/msg';
import { paths } from '../../../shared/paths';
import { CHECKOUT_TEXTS, CLOSED_ORDER_MESSAGES, type Order, type OrderKind } from '../../../shared/payments/orders';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { orderSuccess, showOrderSuccess } from '../../components/checkout';
import { PageMeta } from '../../components/PageMeta';
import { PageError, PageLoader } from '../../components/PageStatus';
import { ApiError, errorMessage } from '../../lib/api-client';
import { formatDateTime, formatMoney } from '../../lib/format';
import { cancelOrder, invalidateOrders, orderQuery, payOrder } from '../../lib/orders';
import { OrderSummary } from './components/OrderSummary';

/** How often a pending Stripe payment is checked again after the buyer came back (issue 26: every 2 s). */
export const PENDING_POLL_MS = 2000;
/** How long the page keeps checking before it says the confirmation is late: five minutes. */
export const PENDING_GIVE_UP_MS = 5 * 60 * 1000;

/** The link back to what a closed order was for, by its kind. */
const BACK_LABELS: Record<OrderKind, string> = {
  course: msg('Back to the course'),
  session: msg('Back to the session'),
  video: msg('Back to the video'),
  plan: msg('Back to the plan'),
  programme_fee: msg('Back to the programme'),
};

/** The link to what a paid order bought, by its kind. */
const GO_TO_LABELS: Record<OrderKind, string> = {
  course: msg('Go to your course'),
  session: msg('Go to your session'),
  video: msg('Go to your video'),
  plan: msg('Go to your plan'),
  programme_fee: msg('Go to your programme'),
};

/** What cancelling a pending order means, by its kind. */
const CANCEL_TEXTS: Record<OrderKind, string> = {
  course: msg(
    'Nothing has been charged for “{{title}}”. Cancelling releases what the order holds; you can start again from the course later.',
  ),
  session: msg(
    'Nothing has been charged for “{{title}}”. Cancelling releases what the order holds; you can start again from the session later.',
  ),
  video: msg(
    'Nothing has been charged for “{{title}}”. Cancelling releases what the order holds; you can start again from the video later.',
  ),
  plan: msg(
    'Nothing has been charged for “{{title}}”. Cancelling releases what the order holds; you can start again from the plan later.',
  ),
  programme_fee: msg(
    'Nothing has been charged for “{{title}}”. Cancelling releases what the order holds; you can start again from the programme later.',
  ),
};

/** Where the checkout was left at the provider: `?result=success` (paid there) or `cancelled` (gave up there). */
type ProviderResult = 'success' | 'cancelled' | null;

function providerResult(value: string | null): ProviderResult {
  return value === 'success' || value === 'cancelled' ? value : null;
}

/**
 * /checkout/:orderId (issue 26 item 2), the checkout of one of the reader's orders: its summary
 * (the item, list price, referral discount and code, total in US dollars) and what can be done
 * with it now.
 *
 * - Pending, with the test provider: "Test checkout: no card is charged" and "Pay $X", which pays
 *   at once (POST /api/orders/:id/pay) and shows the kind's success text.
 * - Pending, with Stripe: "Pay $X" sends the buyer to Stripe's page (`redirectUrl`). Back with
 *   `?result=success` while the webhook has not landed: "Payment pending", checking the order every
 *   2 seconds until it is paid, for five minutes at most (then a sentence and "Check again").
 *   Back with `?result=cancelled`: the payment was cancelled; Pay again, or "Cancel order".
 * - Paid: the kind's success text (toast and on the page) and a button to what was bought.
 * - Cancelled, expired, failed or refunded: the API's sentence and a link back to the item.
 *
 * "Cancel order" (any pending order) asks first, then releases what the order held. A refused
 * payment (the provider unreachable or refusing, the checkout expired) says why beside the button.
 */
export function Component() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const result = providerResult(searchParams.get('result'));
  const queryClient = useQueryClient();
  const [gaveUp, setGaveUp] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState<Order | null>(null);

  const waitingForProvider = (order: Order | undefined) =>
    order?.status === 'pending' && order.provider === 'stripe' && result === 'success';

  const order = useQuery({
    ...orderQuery(orderId),
    refetchInterval: (query) => (waitingForProvider(query.state.data) && !gaveUp ? PENDING_POLL_MS : false),
  });
  const current = order.data;
  const waiting = waitingForProvider(current);

  // Stop checking after a few minutes: the webhook may still come, but the buyer should not watch a spinner.
  useEffect(() => {
    if (!waiting || gaveUp) return;
    const timer = setTimeout(() => setGaveUp(true), PENDING_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [waiting, gaveUp]);

  // The success toast, once: when the order turns paid here, or is found paid on the way back from the provider.
  const lastStatus = useRef<Order['status'] | null>(null);
  useEffect(() => {
    if (!current) return;
    const previous = lastStatus.current;
    lastStatus.current = current.status;
    if (current.status !== 'paid' || previous === 'paid') return;
    if (previous === 'pending' || (previous === null && result === 'success')) {
      showOrderSuccess(current);
      void invalidateOrders(queryClient);
      // A reload of this page then shows the paid order without a second toast.
      if (result) setSearchParams({}, { replace: true });
    }
  }, [current, result, queryClient, setSearchParams]);

  // Back from Stripe through the browser's back-forward cache: the page is as it was left,
  // spinning on Pay; it becomes usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  // When the order changes state here (paid, cancelled), the button that was pressed is gone:
  // the focus moves to what the page now says, so a keyboard or screen reader user hears it.
  const outcome = useRef<HTMLDivElement>(null);
  const shownStatus = useRef<Order['status'] | null>(null);
  useEffect(() => {
    if (!current) return;
    const before = shownStatus.current;
    shownStatus.current = current.status;
    if (before === 'pending' && current.status !== 'pending') outcome.current?.focus();
  }, [current]);

  const updateOrder = (next: Order) => queryClient.setQueryData(orderQuery(orderId).queryKey, next);

  const pay = useMutation({
    mutationFn: payOrder,
    onSuccess: ({ order: next, redirectUrl }) => {
      if (redirectUrl) {
        setRedirecting(true);
        window.location.assign(redirectUrl);
        return;
      }
      updateOrder(next);
    },
    onError: (error) => {
      // An order that can no longer be paid (expired, cancelled elsewhere): show what it is now.
      if (error instanceof ApiError && error.status === 409) void order.refetch();
    },
  });

  const cancel = useMutation({
    mutationFn: cancelOrder,
    onSuccess: (next) => {
      setConfirmCancel(null);
      updateOrder(next);
      void invalidateOrders(queryClient);
    },
  });

  const checkAgain = () => {
    setGaveUp(false);
    void order.refetch();
  };

  return (
    <Container size="sm" py="xl">
      <PageMeta page={paths.checkout} />
      <Title order={1}>{t('Checkout')}</Title>
      <Stack gap="lg" mt="lg">
        {order.isPending && <PageLoader label={t('Loading your order')} />}
        {order.isError && <PageError title={t('This order could not be loaded')} error={order.error} />}
        {order.isError && (
          <Anchor component={Link} to={paths.payment.path}>
            {t('Go to the Payment Portal')}
          </Anchor>
        )}
        {current && (
          <>
            <OrderSummary order={current} />
            <div ref={outcome} tabIndex={-1} style={{ outline: 'none' }}>
              {current.status === 'paid' && <PaidPanel order={current} />}
              {current.status !== 'paid' && current.status !== 'pending' && (
                <Alert color="gray" variant="light" role="status" title={t(closedTitle(current.status))}>
                  <Stack gap="sm">
                    <Text>{t(CLOSED_ORDER_MESSAGES[current.status])}</Text>
                    <div>
                      <Button component={Link} to={current.returnPath} variant="light">
                        {t(BACK_LABELS[current.kind])}
                      </Button>
                    </div>
                  </Stack>
                </Alert>
              )}
            </div>
            {current.status === 'pending' && (
              <section aria-labelledby="payment-title">
                <Stack gap="md">
                  <Title order={2} size="h3" id="payment-title">
                    {t('Payment')}
                  </Title>
                  {waiting ? (
                    <PendingNotice gaveUp={gaveUp} onCheckAgain={checkAgain} checking={order.isFetching} />
                  ) : (
                    <>
                      {result === 'cancelled' && current.provider === 'stripe' && (
                        <Alert color="blue" variant="light" role="status" title={t('Payment cancelled')}>
                          {t(
                            'You left the payment page before paying, so nothing was charged. Pay again when you are ready, or cancel the order to release what it holds.',
                          )}
                        </Alert>
                      )}
                      {current.provider === 'test' ? (
                        <Alert color="blue" variant="light" title={t(CHECKOUT_TEXTS.testCheckout)}>
                          {t(
                            'This Nightingale runs with its test payment provider: paying completes the order at once, and no money moves.',
                          )}
                        </Alert>
                      ) : (
                        <Text size="sm">
                          {t('You pay on Stripe’s secure page, then come back here. Nightingale never sees your card.')}
                        </Text>
                      )}
                      {current.expiresAt && (
                        <Text size="sm" c="dimmed">
                          {current.kind === 'session'
                            ? t('Your seat is held until {{date}}.', { date: formatDateTime(current.expiresAt) })
                            : t('This checkout is open until {{date}}.', { date: formatDateTime(current.expiresAt) })}
                        </Text>
                      )}
                      {pay.isError && (
                        <Alert color="red" variant="light" role="alert" title={t('The payment did not go through')}>
                          {errorMessage(pay.error)}
                        </Alert>
                      )}
                      <Group gap="sm" wrap="wrap">
                        <Button
                          size="md"
                          onClick={() => pay.mutate(current.id)}
                          loading={pay.isPending || redirecting}
                          style={{ flexGrow: 1 }}
                        >
                          {result === 'cancelled'
                            ? t('Pay again')
                            : t('Pay {{amount}}', { amount: formatMoney(current.amountCents) })}
                        </Button>
                        {current.kind !== 'programme_fee' && (
                          <Button
                            size="md"
                            variant="default"
                            onClick={() => setConfirmCancel(current)}
                            disabled={pay.isPending || redirecting}
                          >
                            {t('Cancel order')}
                          </Button>
                        )}
                      </Group>
                    </>
                  )}
                </Stack>
              </section>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        target={confirmCancel}
        title={() => t('Cancel this order?')}
        confirmLabel={t('Cancel order')}
        cancelLabel={t('Keep the order')}
        onConfirm={(shown) => cancel.mutate(shown.id)}
        onClose={() => {
          setConfirmCancel(null);
          cancel.reset();
        }}
        pending={cancel.isPending}
        failure={cancel.isError ? errorMessage(cancel.error) : null}
        failureTitle={t('The order was not cancelled')}
      >
        {(shown) => <Text>{t(CANCEL_TEXTS[shown.kind], { title: shown.itemTitle })}</Text>}
      </ConfirmDialog>
    </Container>
  );
}

/** The heading of an order that can no longer be paid. */
function closedTitle(status: Exclude<Order['status'], 'pending' | 'paid'>): string {
  const titles = {
    cancelled: msg('Order cancelled'),
    expired: msg('Checkout expired'),
    failed: msg('Order not completed'),
    refunded: msg('Order refunded'),
  };
  return titles[status];
}

/** A paid order: the kind's success text and the way to what was bought. */
function PaidPanel({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { title, message } = orderSuccess(order);
  return (
    <Alert color="green" variant="light" role="status" title={title}>
      <Stack gap="sm">
        <Text>{message}</Text>
        {order.transactionId && (
          <Text size="sm">
            {t('{{method}} · Transaction ID', { method: t(order.method) })}{' '}
            <Text span ff="monospace" size="sm">
              {order.transactionId}
            </Text>
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to={order.returnPath}>
            {t(GO_TO_LABELS[order.kind])}
          </Button>
          <Button component={Link} to={paths.payment.path} variant="default">
            {t('See your payments')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Back from Stripe before its confirmation: "Payment pending", checked every 2 s, then a sentence after five minutes. */
function PendingNotice({
  gaveUp,
  onCheckAgain,
  checking,
}: {
  gaveUp: boolean;
  onCheckAgain: () => void;
  checking: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" role="status" title={t(CHECKOUT_TEXTS.pending)}>
      <Stack gap="sm">
        {gaveUp ? (
          <>
            <Text>
              {t(
                'Stripe has not confirmed your payment yet. It may still arrive: this order is listed in your Payment Portal and updates there once confirmed. If you were charged and it stays pending, contact support.',
              )}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Button onClick={onCheckAgain} loading={checking} variant="light">
                {t('Check again')}
              </Button>
              <Button component={Link} to={paths.payment.path} variant="default">
                {t('Go to the Payment Portal')}
              </Button>
            </Group>
          </>
        ) : (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Loader size="sm" aria-hidden />
            <Text>
              {t(
                'Stripe has your payment; we are waiting for its confirmation, which usually takes a few seconds. This page updates by itself.',
              )}
            </Text>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
