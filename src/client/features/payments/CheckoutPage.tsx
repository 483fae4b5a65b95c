import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
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

/** What was bought, as the links to it name it. */
const ITEM_NOUNS: Record<OrderKind, string> = {
  course: 'course',
  session: 'session',
  video: 'video',
  plan: 'plan',
  programme_fee: 'programme',
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
      <Title order={1}>Checkout</Title>
      <Stack gap="lg" mt="lg">
        {order.isPending && <PageLoader label="Loading your order" />}
        {order.isError && <PageError title="This order could not be loaded" error={order.error} />}
        {order.isError && (
          <Anchor component={Link} to={paths.payment.path}>
            Go to the Payment Portal
          </Anchor>
        )}
        {current && (
          <>
            <OrderSummary order={current} />
            <div ref={outcome} tabIndex={-1} style={{ outline: 'none' }}>
              {current.status === 'paid' && <PaidPanel order={current} />}
              {current.status !== 'paid' && current.status !== 'pending' && (
                <Alert color="gray" variant="light" role="status" title={closedTitle(current.status)}>
                  <Stack gap="sm">
                    <Text>{CLOSED_ORDER_MESSAGES[current.status]}</Text>
                    <div>
                      <Button component={Link} to={current.returnPath} variant="light">
                        Back to the {ITEM_NOUNS[current.kind]}
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
                    Payment
                  </Title>
                  {waiting ? (
                    <PendingNotice gaveUp={gaveUp} onCheckAgain={checkAgain} checking={order.isFetching} />
                  ) : (
                    <>
                      {result === 'cancelled' && current.provider === 'stripe' && (
                        <Alert color="blue" variant="light" role="status" title="Payment cancelled">
                          You left the payment page before paying, so nothing was charged. Pay again when you are ready,
                          or cancel the order to release what it holds.
                        </Alert>
                      )}
                      {current.provider === 'test' ? (
                        <Alert color="blue" variant="light" title={CHECKOUT_TEXTS.testCheckout}>
                          This Nightingale runs with its test payment provider: paying completes the order at once, and
                          no money moves.
                        </Alert>
                      ) : (
                        <Text size="sm">
                          You pay on Stripe’s secure page, then come back here. Nightingale never sees your card.
                        </Text>
                      )}
                      {current.expiresAt && (
                        <Text size="sm" c="dimmed">
                          {current.kind === 'session' ? 'Your seat is held until' : 'This checkout is open until'}{' '}
                          {formatDateTime(current.expiresAt)}.
                        </Text>
                      )}
                      {pay.isError && (
                        <Alert color="red" variant="light" role="alert" title="The payment did not go through">
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
                          {result === 'cancelled' ? 'Pay again' : `Pay ${formatMoney(current.amountCents)}`}
                        </Button>
                        {current.kind !== 'programme_fee' && (
                          <Button
                            size="md"
                            variant="default"
                            onClick={() => setConfirmCancel(current)}
                            disabled={pay.isPending || redirecting}
                          >
                            Cancel order
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
        title={() => 'Cancel this order?'}
        confirmLabel="Cancel order"
        cancelLabel="Keep the order"
        onConfirm={(shown) => cancel.mutate(shown.id)}
        onClose={() => {
          setConfirmCancel(null);
          cancel.reset();
        }}
        pending={cancel.isPending}
        failure={cancel.isError ? errorMessage(cancel.error) : null}
        failureTitle="The order was not cancelled"
      >
        {(shown) => (
          <Text>
            Nothing has been charged for “{shown.itemTitle}”. Cancelling releases what the order holds; you can start
            again from the {ITEM_NOUNS[shown.kind]} later.
          </Text>
        )}
      </ConfirmDialog>
    </Container>
  );
}

/** The heading of an order that can no longer be paid. */
function closedTitle(status: Exclude<Order['status'], 'pending' | 'paid'>): string {
  const titles = {
    cancelled: 'Order cancelled',
    expired: 'Checkout expired',
    failed: 'Order not completed',
    refunded: 'Order refunded',
  };
  return titles[status];
}

/** A paid order: the kind's success text and the way to what was bought. */
function PaidPanel({ order }: { order: Order }) {
  const { title, message } = orderSuccess(order);
  return (
    <Alert color="green" variant="light" role="status" title={title}>
      <Stack gap="sm">
        <Text>{message}</Text>
        {order.transactionId && (
          <Text size="sm">
            {order.method} · Transaction ID{' '}
            <Text span ff="monospace" size="sm">
              {order.transactionId}
            </Text>
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to={order.returnPath}>
            Go to your {ITEM_NOUNS[order.kind]}
          </Button>
          <Button component={Link} to={paths.payment.path} variant="default">
            See your payments
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
  return (
    <Alert color="blue" variant="light" role="status" title={CHECKOUT_TEXTS.pending}>
      <Stack gap="sm">
        {gaveUp ? (
          <>
            <Text>
              Stripe has not confirmed your payment yet. It may still arrive: this order is listed in your Payment
              Portal and updates there once confirmed. If you were charged and it stays pending, contact support.
            </Text>
            <Group gap="sm" wrap="wrap">
              <Button onClick={onCheckAgain} loading={checking} variant="light">
                Check again
              </Button>
              <Button component={Link} to={paths.payment.path} variant="default">
                Go to the Payment Portal
              </Button>
            </Group>
          </>
        ) : (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Loader size="sm" aria-hidden />
            <Text>
              Stripe has your payment; we are waiting for its confirmation, which usually takes a few seconds. This page
              updates by itself.
            </Text>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
