import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useSearchParams } from '../router/router';
import type { ApplicationRecord } from '../api/applications';
import { ApiError } from '../api/http';
import { formatMoney } from '@evisa/forms/money';
import type { Schemas } from '@evisa/contract';
import {
  authenticate,
  capturePayment,
  confirmTestCard,
  createOrder,
  type CreatedOrder,
  type IncompleteStep,
  type OrderMethod,
  type PaymentConfig,
  type TestCard,
} from '../api/payments';
import '../i18n/laterTexts';

/** The order awaiting capture after the same-tab approval (or 3-D Secure check) in test mode, by application id. */
const pendingKey = (id: string) => `evisa-pending-order:${id}`;

interface PendingOrder {
  orderId: string;
  method: OrderMethod;
}

/** What a way to pay adds to the fee (the server's settings, in the payment session), and the sum, in whole cents. */
export function priceWith(fee: number, config: PaymentConfig | undefined, method: PaymentConfig['methods'][number]['method']) {
  const surcharge = config?.methods.find((offered) => offered.method === method)?.surcharge ?? 0;
  return { surcharge, total: (Math.round(fee * 100) + Math.round(surcharge * 100)) / 100 };
}

/** Whether the API refused because the application id is blocked after three failed payment attempts. */
function isBlocked(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && (error.body as Schemas['OrderRefused'] | undefined)?.blocked === true;
}

function readPending(id: string): PendingOrder | null {
  try {
    const stored = sessionStorage.getItem(pendingKey(id));
    return stored ? (JSON.parse(stored) as PendingOrder) : null;
  } catch {
    return null; // storage disabled (or an older page's entry): nothing can be pending
  }
}

function savePending(id: string, pending: PendingOrder): void {
  sessionStorage.setItem(pendingKey(id), JSON.stringify(pending));
}

export interface Payment {
  /** The payment access token and PayPal's client id and mode, once the API gave them. */
  config?: PaymentConfig & { accessToken: string };
  testMode: boolean;
  busy?: 'order' | 'capture';
  /** What the API said went wrong, for the page to show. */
  problem?: string;
  /** The buyer cancelled at PayPal (back on the cancel_url): nothing was charged and nothing counted. */
  cancelled: boolean;
  /** The application id is blocked after three failed payment attempts (the server said so): no more paying. */
  blocked: boolean;
  /** The steps create-Order found unanswered (newer than the application the page loaded), if it refused. */
  refusedAsIncomplete?: IncompleteStep[];
  paid?: { amount: string; transactionId?: string };
  /** create-Order for PayPal's buttons or card fields: the order, or undefined when it failed (and the applicant was told). */
  startOrder(method?: OrderMethod): Promise<CreatedOrder | undefined>;
  capture(orderId: string): Promise<void>;
  /** What PayPal's card fields report going wrong (the card itself, or the SDK): shown on the page, nothing counted. */
  cardFailed(message: string): void;
  /** Test mode: create the order, then go to the emulator's approval page in this tab (it links back here). */
  payInTestMode(): Promise<void>;
  /**
   * Test mode: a card order, the card confirmed at the emulator as PayPal's card fields confirm it, then its 3-D
   * Secure check in this tab when the card asks for one (it comes back here), and the capture.
   */
  payByTestCard(card: TestCard): Promise<void>;
}

/**
 * The payment of one application, as the Payment page runs it (spec part 2, 'Payment/{id}'): a payment access
 * token, create-Order, the buyer's approval (PayPal's buttons, or the emulator's page in test mode, remembered in
 * sessionStorage across that page) and capture-Payment once; the browser's Back is blocked meanwhile.
 */
export function usePayment(id: string, application: ApplicationRecord | undefined): Payment {
  const { t, i18n } = useTranslation();
  const [config, setConfig] = useState<Payment['config']>();
  const [busy, setBusy] = useState<Payment['busy']>();
  const [refusedAsIncomplete, setRefusedAsIncomplete] = useState<IncompleteStep[]>();
  const [problem, setProblem] = useState<string>();
  const [paid, setPaid] = useState<Payment['paid']>();
  const [cancelled, setCancelled] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const captureStarted = useRef(false);
  // PayPal sends the buyer back with the order's token, and PayerID once approved; without PayerID it was cancelled.
  const [returned, setReturned] = useSearchParams();
  const fee = application?.fee?.amount ?? 0;

  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    window.alert(t('payment.backBlocked'));
    blocker.reset();
  }, [blocker, t]);

  useEffect(() => {
    const controller = new AbortController();
    authenticate(controller.signal).then(
      (body) => {
        if (!body.accessToken) window.alert(t('payment.noAccessToken'));
        else setConfig({ ...body, accessToken: body.accessToken });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Payment configuration failed', error);
        window.alert(t('payment.configFailed'));
      },
    );
    return () => controller.abort();
  }, [t]);

  const startOrder = async (method: OrderMethod = 'paypal'): Promise<CreatedOrder | undefined> => {
    if (!config) return undefined;
    setProblem(undefined);
    setCancelled(false);
    setRefusedAsIncomplete(undefined);
    let order: CreatedOrder;
    try {
      order = await createOrder(config.accessToken, {
        sku_id: id,
        amount: priceWith(fee, config, method).total,
        description: `e-Visa application ${id}`,
        // PayPal's body stays as it was; only a card order names its method.
        ...(method === 'card' ? { method } : {}),
      });
    } catch (error) {
      const body = error instanceof ApiError && error.status === 409 ? (error.body as Schemas['OrderRefused']) : undefined;
      if (body?.incompleteSteps?.length) {
        setRefusedAsIncomplete(body.incompleteSteps);
      } else if (isBlocked(error)) {
        setBlocked(true);
        setProblem(body?.message);
      } else {
        window.alert(t('payment.orderFailed'));
        if (error instanceof ApiError && error.serverMessage) setProblem(error.serverMessage);
      }
      return undefined;
    }
    if (!order.id) {
      window.alert(t('payment.noOrderId'));
      return undefined;
    }
    return order;
  };

  const capture = useCallback(
    async (orderId: string) => {
      if (!config) return;
      setBusy('capture');
      try {
        const result = await capturePayment(config.accessToken, orderId, id);
        const amount = Number(result.data?.amount ?? priceWith(fee, config, 'paypal').total);
        if (result.data?.payment_status === 'PENDING') {
          setProblem(t('payment.pending'));
        } else {
          setPaid({ amount: formatMoney(amount, 'USD', i18n.language), transactionId: result.data?.capture_id ?? undefined });
        }
      } catch (error) {
        const detail =
          (error instanceof ApiError ? error.serverMessage : undefined) ||
          (error instanceof Error && !(error instanceof ApiError) ? error.message : undefined) ||
          t('common.tryAgain');
        window.alert(t('payment.captureFailed', { detail }));
        // Kept on the page too: on a phone the alert is gone once tapped away.
        setProblem(t('payment.captureFailed', { detail }));
        if (isBlocked(error)) setBlocked(true);
      } finally {
        setBusy(undefined);
      }
    },
    [config, fee, id, t, i18n.language],
  );

  // Back from the emulator's approval page: capture the order approved there, once.
  useEffect(() => {
    if (!config || !application || captureStarted.current) return;
    const pending = readPending(id);
    if (!pending) return;
    captureStarted.current = true;
    sessionStorage.removeItem(pendingKey(id));
    // A card comes back from its 3-D Secure check without a PayerID: the capture then reads the check's outcome.
    const wasCancelled = pending.method === 'paypal' && returned.get('token') === pending.orderId && !returned.get('PayerID');
    if (returned.has('token')) setReturned({}, { replace: true });
    if (wasCancelled) setCancelled(true);
    else if (application.payment_status !== 'COMPLETED') void capture(pending.orderId);
  }, [config, application, id, capture, returned, setReturned]);

  const payInTestMode = async () => {
    setBusy('order');
    setCancelled(false);
    const order = await startOrder();
    const approve = order?.links?.find((link) => link.rel === 'approve')?.href;
    if (!order?.id) {
      setBusy(undefined);
      return;
    }
    if (!approve) {
      setBusy(undefined);
      window.alert(t('payment.noOrderId'));
      return;
    }
    savePending(id, { orderId: order.id, method: 'paypal' });
    window.location.assign(approve);
  };

  const cardFailed = (message: string) => setProblem(message);

  const payByTestCard = async (card: TestCard) => {
    setBusy('order');
    setCancelled(false);
    const order = await startOrder('card');
    if (!order?.id) {
      setBusy(undefined);
      return;
    }
    let confirmed: Awaited<ReturnType<typeof confirmTestCard>>;
    try {
      confirmed = await confirmTestCard(order, card);
    } catch (error) {
      // Refused before any payment (a mistyped number, an expired card): nothing is counted.
      setProblem(`${t('payment.card.notAccepted')} ${error instanceof Error ? error.message : ''}`.trim());
      setBusy(undefined);
      return;
    }
    const payerAction = confirmed.links?.find((link) => link.rel === 'payer-action')?.href;
    if (confirmed.status === 'PAYER_ACTION_REQUIRED' && payerAction) {
      savePending(id, { orderId: order.id, method: 'card' });
      window.location.assign(payerAction);
      return;
    }
    await capture(order.id);
  };

  return {
    config,
    testMode: config?.mode === 'sandbox-emulator',
    busy,
    problem,
    cancelled,
    blocked,
    refusedAsIncomplete,
    paid,
    startOrder,
    capture,
    cardFailed,
    payInTestMode,
    payByTestCard,
  };
}
