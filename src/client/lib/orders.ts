import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '../../shared/i18n/msg';
import type {
  CreateOrderBody,
  Order,
  OrderKind,
  OrderList,
  OrderReceipt,
  PayOrderResponse,
} from '../../shared/payments/orders';
import { apiRequest } from './api-client';
import { invalidateMarketplace, invalidateQueries, queryKeys } from './query-keys';

/**
 * Orders and checkouts in the browser (issue 26): the API calls every buying feature and the
 * checkout page share, with their cached queries under ['orders'].
 */

/** What an order buys, as the checkout and the Payment Portal name its kind. */
export const ORDER_KIND_LABELS: Record<OrderKind, string> = {
  course: msg('Course'),
  session: msg('Session'),
  video: msg('Video'),
  plan: msg('Study plan'),
  programme_fee: msg('Programme fee'),
};

/**
 * POST /api/orders { kind, itemId, referralCode?, expectedPriceCents? }: resolves to the order
 * (201), pending, or paid at once when free. Refusals (nothing written): 401 signed out, 403 one's
 * own item, 404 no such item, 409 already bought, full, past or price changed, 400 a bad referral code.
 */
export const createOrder = (body: CreateOrderBody) =>
  apiRequest<OrderReceipt>('/orders', { method: 'POST', body }).then(({ order }) => order);

/** GET /api/orders/:orderId: the reader's own order (404 otherwise, with a sentence). */
export const getOrder = (orderId: string) =>
  apiRequest<OrderReceipt>(`/orders/${encodeURIComponent(orderId)}`).then(({ order }) => order);

/** GET /api/orders: the reader's orders, newest first, without cancelled or expired ones. */
export const getOrders = () => apiRequest<OrderList>('/orders').then(({ orders }) => orders);

/**
 * POST /api/orders/:orderId/pay: the order and, with Stripe, the checkout page to send the buyer
 * to (null with the test provider, which pays the order at once). Refusals: 404; 409 not pending
 * or expired; 502 the payment service unreachable or refusing (nothing charged).
 */
export const payOrder = (orderId: string) =>
  apiRequest<PayOrderResponse>(`/orders/${encodeURIComponent(orderId)}/pay`, { method: 'POST', body: {} });

/** POST /api/orders/:orderId/cancel: the order, cancelled when it was pending (what it held released). */
export const cancelOrder = (orderId: string) =>
  apiRequest<OrderReceipt>(`/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', body: {} }).then(
    ({ order }) => order,
  );

/** One order, under ['orders', orderId]. */
export const orderQuery = (orderId: string) =>
  queryOptions({ queryKey: [...queryKeys.orders, orderId], queryFn: () => getOrder(orderId) });

/** The reader's orders, under ['orders', 'list']. */
export const ordersQuery = queryOptions({ queryKey: [...queryKeys.orders, 'list'], queryFn: getOrders });

/** The reader's orders (the Payment Portal's Payments). */
export function useOrders() {
  return useQuery(ordersQuery);
}

/**
 * After an order is created, paid or cancelled: the orders and everything a purchase changes (the
 * marketplace's courses, the trainer's figures, payments, sessions and videos).
 */
export function invalidateOrders(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    invalidateQueries(queryClient, queryKeys.orders, queryKeys.sessions, queryKeys.videos),
    invalidateMarketplace(queryClient),
  ]).then(() => undefined);
}

/** Creates an order (a Buy or Book click), then refreshes what it may have changed (after a refusal too). */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOrder, onSettled: () => invalidateOrders(queryClient) });
}

/** True when `order` was paid (or was free): what it buys is the buyer's. */
export function isPaid(order: Pick<Order, 'status'>): boolean {
  return order.status === 'paid';
}
