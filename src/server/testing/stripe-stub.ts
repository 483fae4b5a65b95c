import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { createStripeProvider } from '../features/payments/stripe-provider';

/**
 * A local stand-in for Stripe's API (issue 26 "Tests": the Stripe tests run offline). A node:http
 * server on 127.0.0.1 and a port of its own answers the endpoints Nightingale calls, in Stripe's
 * own JSON shapes, reading the form-encoded bodies the `stripe` library sends:
 *
 * - POST /v1/checkout/sessions, POST /v1/checkout/sessions/:id/expire
 * - POST /v1/refunds
 * - POST /v1/accounts, GET /v1/accounts/:id, POST /v1/account_links
 * - POST /v1/transfers, GET /v1/transfers?transfer_group=
 *
 * It records every request with its Idempotency-Key, answers a repeated key with the first answer
 * (as Stripe does), can be told to refuse an endpoint (a Stripe error body and status) or to be
 * unreachable (every connection dropped), and builds and signs webhook events as Stripe sends them
 * (`webhooks.generateTestHeaderString`, with the secret the provider verifies: STUB_WEBHOOK_SECRET).
 */

/** The keys a stub-backed provider uses. */
export const STUB_SECRET_KEY = 'sk_test_x';
export const STUB_WEBHOOK_SECRET = 'whsec_test';

/** The endpoints the stub answers, by name (for `refuse` and `requestsTo`). */
export type StubEndpoint =
  | 'checkout.sessions.create'
  | 'checkout.sessions.expire'
  | 'refunds.create'
  | 'accounts.create'
  | 'accounts.retrieve'
  | 'accountLinks.create'
  | 'transfers.create'
  | 'transfers.list';

/** One request the stub received. */
export interface StubRequest {
  endpoint: StubEndpoint | 'unknown';
  method: string;
  path: string;
  /** The form body as sent, flat: `{ 'metadata[orderId]': '…', 'line_items[0][quantity]': '1' }`. */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

/** A Stripe error the stub answers with (Stripe's `{ error: { type, code, message } }` body). */
export interface StubError {
  status: number;
  type: 'card_error' | 'invalid_request_error' | 'api_error' | 'idempotency_error';
  code?: string;
  message: string;
}

/** A Checkout Session as the stub keeps it (the fields of Stripe's object that Nightingale reads). */
export interface StubCheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string | null;
  mode: 'payment';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string | null;
  cancel_url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
}

/** A Stripe event as a webhook delivers it. */
export interface StubEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
  data: { object: Record<string, unknown> };
}

/** The running stub. */
export interface StripeStub {
  host: '127.0.0.1';
  port: number;
  /** Every request received, oldest first. */
  requests: StubRequest[];
  /** The requests to one endpoint, oldest first. */
  requestsTo(endpoint: StubEndpoint): StubRequest[];
  /** The Checkout Sessions created, by id. */
  sessions: Map<string, StubCheckoutSession>;
  /** Makes `endpoint` answer `error` from now on (null: answer normally again). */
  refuse(endpoint: StubEndpoint, error: StubError | null): void;
  /**
   * Merges `fields` into `endpoint`'s successful answers from now on (null: as built), e.g. a refund
   * still `{ status: 'pending' }`, or an account created `{ payouts_enabled: true }`.
   */
  answerWith(endpoint: StubEndpoint, fields: Record<string, unknown> | null): void;
  /** True: every connection is dropped, as if Stripe could not be reached. */
  setUnreachable(unreachable: boolean): void;
  /** A Stripe provider for the app, pointed at the stub (STUB_SECRET_KEY, STUB_WEBHOOK_SECRET). */
  provider(): ReturnType<typeof createStripeProvider>;
  /** Builds events as Stripe would send them. */
  events: StubEvents;
  close(): Promise<void>;
}

/** Event builders; each returns a new event with a fresh `evt_…` id. */
export interface StubEvents {
  /**
   * `checkout.session.completed` (or `.async_payment_succeeded`) for session `sessionId` as the stub
   * created it, now paid (a payment intent `pi_…` given), with `overrides` (an amount, metadata…).
   * A session the stub does not know is built from `overrides` (an event for an unknown order).
   */
  checkoutCompleted(
    sessionId: string,
    overrides?: Partial<StubCheckoutSession>,
    type?: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded',
  ): StubEvent;
  /** `checkout.session.expired` for session `sessionId` (status expired, unpaid). */
  checkoutExpired(sessionId: string, overrides?: Partial<StubCheckoutSession>): StubEvent;
  /** `charge.refunded` for payment intent `paymentIntent`: `refundedCents` of `amountCents` refunded. */
  chargeRefunded(paymentIntent: string, amountCents: number, refundedCents?: number): StubEvent;
  /** `refund.failed` for refund `refundId` of payment intent `paymentIntent`. */
  refundFailed(paymentIntent: string, refundId: string, failureReason?: string): StubEvent;
  /** `charge.dispute.created` for payment intent `paymentIntent`. */
  disputeCreated(paymentIntent: string, amountCents: number): StubEvent;
  /** `charge.dispute.closed` for payment intent `paymentIntent`, won or lost. */
  disputeClosed(paymentIntent: string, amountCents: number, status: 'won' | 'lost'): StubEvent;
  /** `account.updated` for Connect account `accountId`. */
  accountUpdated(accountId: string, payoutsEnabled: boolean): StubEvent;
}

/** Events are rendered in the API version the library pins, as an endpoint set to it receives them. */
const STUB_API_VERSION = Stripe.API_VERSION;

/** A Stripe-like id: `prefix_` and 24 random characters. */
export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The charge id Stripe gives a payment intent's charge (stable, so events agree). */
const chargeOf = (paymentIntent: string) => `ch_${paymentIntent.replace(/^pi_/, '')}`;

/** Reads a flat form body's bracketed keys under `prefix[…]` into an object: `metadata[orderId]` → `{ orderId }`. */
function formObject(form: Record<string, string>, prefix: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = key.match(new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`));
    if (match?.[1]) result[match[1]] = value;
  }
  return result;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/** Which endpoint a method and path are, and the id in the path when there is one. */
function route(method: string, path: string): { endpoint: StubEndpoint | 'unknown'; id?: string } {
  if (method === 'POST' && path === '/v1/checkout/sessions') return { endpoint: 'checkout.sessions.create' };
  const expire = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
  if (method === 'POST' && expire) return { endpoint: 'checkout.sessions.expire', id: expire[1] };
  if (method === 'POST' && path === '/v1/refunds') return { endpoint: 'refunds.create' };
  if (method === 'POST' && path === '/v1/accounts') return { endpoint: 'accounts.create' };
  const account = path.match(/^\/v1\/accounts\/([^/]+)$/);
  if (method === 'GET' && account) return { endpoint: 'accounts.retrieve', id: account[1] };
  if (method === 'POST' && path === '/v1/account_links') return { endpoint: 'accountLinks.create' };
  if (method === 'POST' && path === '/v1/transfers') return { endpoint: 'transfers.create' };
  if (method === 'GET' && path === '/v1/transfers') return { endpoint: 'transfers.list' };
  return { endpoint: 'unknown' };
}

/** Starts the stub on 127.0.0.1 and a free port. Close it in `afterAll`. */
export async function startStripeStub(): Promise<StripeStub> {
  const requests: StubRequest[] = [];
  const sessions = new Map<string, StubCheckoutSession>();
  const accounts = new Map<string, { id: string; payouts_enabled: boolean; email: string | null }>();
  /** Transfers made, oldest first (listed by their transfer group). */
  const transfers: Array<{ id: string; transfer_group: string | null; amount: number }> = [];
  const refusals = new Map<StubEndpoint, StubError>();
  const patches = new Map<StubEndpoint, Record<string, unknown>>();
  /** Answers already given, by endpoint and idempotency key (Stripe replays them for 24 hours). */
  const answered = new Map<string, { status: number; body: unknown }>();
  let unreachable = false;

  const notFound = (what: string, id: string | undefined): { status: number; body: unknown } => ({
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}: '${id}'`,
      },
    },
  });

  /** The answer to one request (status and JSON body), as Stripe gives it. */
  function answer(endpoint: StubEndpoint, id: string | undefined, form: Record<string, string>) {
    const created = nowSeconds();
    switch (endpoint) {
      case 'checkout.sessions.create': {
        const sessionId = stripeId('cs_test');
        const amount =
          Number(form['line_items[0][price_data][unit_amount]'] ?? 0) * Number(form['line_items[0][quantity]'] ?? 1);
        const session: StubCheckoutSession = {
          id: sessionId,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${sessionId}`,
          mode: 'payment',
          payment_status: 'unpaid',
          status: 'open',
          amount_total: amount,
          amount_subtotal: amount,
          currency: form['line_items[0][price_data][currency]'] ?? 'usd',
          customer_email: form.customer_email ?? null,
          client_reference_id: form.client_reference_id ?? null,
          metadata: formObject(form, 'metadata'),
          payment_intent: null,
          success_url: form.success_url ?? null,
          cancel_url: form.cancel_url ?? null,
          expires_at: Number(form.expires_at ?? created + 24 * 3600),
          created,
          livemode: false,
        };
        sessions.set(sessionId, session);
        return { status: 200, body: session };
      }
      case 'checkout.sessions.expire': {
        const session = id ? sessions.get(id) : undefined;
        if (!session) return notFound('checkout.session', id);
        if (session.status !== 'open') {
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
              },
            },
          };
        }
        session.status = 'expired';
        session.url = null;
        return { status: 200, body: session };
      }
      case 'refunds.create': {
        const paymentIntent = form.payment_intent ?? null;
        return {
          status: 200,
          body: {
            id: stripeId('re'),
            object: 'refund',
            amount: Number(form.amount ?? 0),
            currency: 'usd',
            payment_intent: paymentIntent,
            charge: paymentIntent ? chargeOf(paymentIntent) : null,
            reason: form.reason ?? null,
            status: 'succeeded',
            failure_reason: null,
            metadata: formObject(form, 'metadata'),
            created,
          },
        };
      }
      case 'accounts.create': {
        const account = { id: stripeId('acct'), payouts_enabled: false, email: form.email ?? null };
        accounts.set(account.id, account);
        return { status: 200, body: accountObject(account) };
      }
      case 'accounts.retrieve': {
        const account = id ? accounts.get(id) : undefined;
        if (!account) return notFound('account', id);
        return { status: 200, body: accountObject(account) };
      }
      case 'accountLinks.create':
        return {
          status: 200,
          body: {
            object: 'account_link',
            created,
            expires_at: created + 300,
            url: `https://connect.stripe.test/setup/e/${form.account ?? 'acct'}/${randomBytes(6).toString('hex')}`,
          },
        };
      case 'transfers.list': {
        const data = transfers
          .filter((transfer) => !form.transfer_group || transfer.transfer_group === form.transfer_group)
          .reverse()
          .slice(0, Number(form.limit ?? 10))
          .map((transfer) => ({ ...transfer, object: 'transfer', currency: 'usd', reversed: false, created }));
        return { status: 200, body: { object: 'list', url: '/v1/transfers', has_more: false, data } };
      }
      case 'transfers.create': {
        const made = {
          id: stripeId('tr'),
          transfer_group: form.transfer_group ?? null,
          amount: Number(form.amount ?? 0),
        };
        transfers.push(made);
        return {
          status: 200,
          body: {
            id: made.id,
            transfer_group: made.transfer_group,
            object: 'transfer',
            amount: Number(form.amount ?? 0),
            currency: form.currency ?? 'usd',
            destination: form.destination ?? null,
            description: form.description ?? null,
            metadata: formObject(form, 'metadata'),
            reversed: false,
            created,
          },
        };
      }
    }
  }

  const accountObject = (account: { id: string; payouts_enabled: boolean; email: string | null }) => ({
    id: account.id,
    object: 'account',
    type: 'express',
    email: account.email,
    charges_enabled: account.payouts_enabled,
    payouts_enabled: account.payouts_enabled,
    details_submitted: account.payouts_enabled,
    capabilities: { transfers: account.payouts_enabled ? 'active' : 'inactive' },
    metadata: {},
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (unreachable) {
      request.socket.destroy();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const raw = await readBody(request);
    const method = request.method ?? 'GET';
    // A GET's parameters are in its query, a POST's in its form body.
    const form = Object.fromEntries(new URLSearchParams(method === 'GET' ? url.search : raw));
    const { endpoint, id } = route(method, url.pathname);
    const keyHeader = request.headers['idempotency-key'];
    const idempotencyKey = typeof keyHeader === 'string' ? keyHeader : undefined;
    requests.push({ endpoint, method, path: url.pathname, form, idempotencyKey });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
      response.end(JSON.stringify(body));
    };
    if (endpoint === 'unknown') {
      send(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname}).` },
      });
      return;
    }
    const refusal = refusals.get(endpoint);
    if (refusal) {
      send(refusal.status, {
        error: { type: refusal.type, ...(refusal.code ? { code: refusal.code } : {}), message: refusal.message },
      });
      return;
    }
    const replayKey = idempotencyKey ? `${endpoint} ${idempotencyKey}` : null;
    const replay = replayKey ? answered.get(replayKey) : undefined;
    if (replay) {
      send(replay.status, replay.body);
      return;
    }
    const built = answer(endpoint, id, form);
    const patch = patches.get(endpoint);
    const result =
      patch && built.status < 300 ? { status: built.status, body: { ...(built.body as object), ...patch } } : built;
    if (replayKey && result.status < 500) answered.set(replayKey, result);
    send(result.status, result.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const event = (type: string, object: Record<string, unknown>): StubEvent => ({
    id: stripeId('evt'),
    object: 'event',
    api_version: STUB_API_VERSION,
    created: nowSeconds(),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });

  /** A stored session, or one built from `overrides` for a session the stub never opened. */
  const sessionFor = (sessionId: string, overrides: Partial<StubCheckoutSession>): StubCheckoutSession => {
    const stored = sessions.get(sessionId);
    if (stored) return stored;
    const amount = overrides.amount_total ?? 0;
    return {
      id: sessionId,
      object: 'checkout.session',
      url: null,
      mode: 'payment',
      payment_status: 'unpaid',
      status: 'open',
      amount_total: amount,
      amount_subtotal: amount,
      currency: 'usd',
      customer_email: null,
      client_reference_id: null,
      metadata: {},
      payment_intent: null,
      success_url: null,
      cancel_url: null,
      expires_at: nowSeconds() + 1800,
      created: nowSeconds(),
      livemode: false,
    };
  };

  const charge = (paymentIntent: string, amount: number, refunded: number) => ({
    id: chargeOf(paymentIntent),
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: refunded,
    currency: 'usd',
    paid: true,
    captured: true,
    refunded: refunded >= amount,
    status: 'succeeded',
    payment_intent: paymentIntent,
    created: nowSeconds(),
    livemode: false,
  });

  const dispute = (paymentIntent: string, amount: number, status: string) => ({
    id: stripeId('dp'),
    object: 'dispute',
    amount,
    currency: 'usd',
    charge: chargeOf(paymentIntent),
    payment_intent: paymentIntent,
    reason: 'fraudulent',
    status,
    created: nowSeconds(),
    livemode: false,
  });

  const events: StubEvents = {
    checkoutCompleted(sessionId, overrides = {}, type = 'checkout.session.completed') {
      const session = sessionFor(sessionId, overrides);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        url: null,
        payment_intent: session.payment_intent ?? stripeId('pi'),
      });
      return event(type, { ...session, ...overrides });
    },
    checkoutExpired(sessionId, overrides = {}) {
      const session = sessionFor(sessionId, overrides);
      if (session.status === 'open') Object.assign(session, { status: 'expired', url: null });
      return event('checkout.session.expired', { ...session, status: 'expired', url: null, ...overrides });
    },
    chargeRefunded(paymentIntent, amountCents, refundedCents = amountCents) {
      return event('charge.refunded', charge(paymentIntent, amountCents, refundedCents));
    },
    refundFailed(paymentIntent, refundId, failureReason = 'expired_or_canceled_card') {
      return event('refund.failed', {
        id: refundId,
        object: 'refund',
        payment_intent: paymentIntent,
        charge: chargeOf(paymentIntent),
        status: 'failed',
        failure_reason: failureReason,
        currency: 'usd',
        created: nowSeconds(),
      });
    },
    disputeCreated(paymentIntent, amountCents) {
      return event('charge.dispute.created', dispute(paymentIntent, amountCents, 'needs_response'));
    },
    disputeClosed(paymentIntent, amountCents, status) {
      return event('charge.dispute.closed', dispute(paymentIntent, amountCents, status));
    },
    accountUpdated(accountId, payoutsEnabled) {
      const account = accounts.get(accountId) ?? { id: accountId, payouts_enabled: payoutsEnabled, email: null };
      account.payouts_enabled = payoutsEnabled;
      accounts.set(accountId, account);
      return event('account.updated', accountObject(account));
    },
  };

  return {
    host: '127.0.0.1',
    port,
    requests,
    requestsTo: (endpoint) => requests.filter((request) => request.endpoint === endpoint),
    sessions,
    refuse(endpoint, error) {
      if (error) refusals.set(endpoint, error);
      else refusals.delete(endpoint);
    },
    answerWith(endpoint, fields) {
      if (fields) patches.set(endpoint, fields);
      else patches.delete(endpoint);
    },
    setUnreachable(value) {
      unreachable = value;
    },
    provider: () =>
      createStripeProvider({
        secretKey: STUB_SECRET_KEY,
        webhookSecret: STUB_WEBHOOK_SECRET,
        host: '127.0.0.1',
        port,
        protocol: 'http',
      }),
    events,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** How to sign a webhook: another secret (a forgery), a timestamp in seconds (an old one), or no header. */
export interface SignOptions {
  secret?: string;
  timestamp?: number;
  omitSignature?: boolean;
}

/** `event`'s JSON body and its Stripe-Signature header, signed with the library as Stripe signs it. */
export function signedWebhook(
  event: StubEvent,
  { secret = STUB_WEBHOOK_SECRET, timestamp }: SignOptions = {},
): { payload: string; signature: string } {
  const payload = JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp === undefined ? {} : { timestamp }),
  });
  return { payload, signature };
}

/** Delivers `event` to the app's Stripe webhook endpoint as Stripe does (JSON, signed unless told otherwise). */
export function deliverWebhook(
  app: FastifyInstance,
  event: StubEvent,
  options: SignOptions = {},
): Promise<LightMyRequestResponse> {
  const { payload, signature } = signedWebhook(event, options);
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(options.omitSignature ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}
