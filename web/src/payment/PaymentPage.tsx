import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate, useParams } from 'react-router';
import { ApiError } from '../api/http';
import {
  authenticate,
  capturePayment,
  createOrder,
  type CreatedOrder,
  type IncompleteStep,
  type PaymentConfig,
} from '../api/payments';
import { useApplicationDefinition } from '../definition/useDefinition';
import IncompleteSteps from '../preview/IncompleteSteps';
import ApplicationIdNotice from '../wizard/ApplicationIdNotice';
import StepProgress from '../wizard/StepProgress';
import { useHeadingFocus } from '../wizard/useHeadingFocus';
import { useSavedApplication } from '../wizard/useSavedApplication';
import PaidDialog from './PaidDialog';

// PayPal's SDK wrapper is loaded only when the site takes real PayPal payments.
const PayPalCheckout = lazy(() => import('./PayPalCheckout'));

const BACK_BLOCKED = 'You cannot navigate back from this page.';
/** The order awaiting capture after the same-tab approval in test mode, by application id. */
const pendingKey = (id: string) => `evisa-pending-order:${id}`;

const usd = (amount: number) => `US$ ${amount.toFixed(2)}`;

function readPending(id: string): string | null {
  try {
    return sessionStorage.getItem(pendingKey(id));
  } catch {
    return null; // storage disabled: nothing can be pending
  }
}

/**
 * Payment (spec part 2, 'Payment/{id}'): the fee the API computed, the undertaking and the PayPal buttons once a
 * payment access token is there. In test mode (the built-in PayPal sandbox emulator) a marked test button goes
 * through the same calls: create-Order, the buyer's approval at the order's `approve` link (same tab; the
 * emulator's page links back here), then capture-Payment.
 */
export default function PaymentPage() {
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const application = useSavedApplication(id);
  const headingRef = useHeadingFocus();
  // The title and the progress of the application's own form version; the payment itself does not wait for them.
  const definition = useApplicationDefinition(application);
  const [config, setConfig] = useState<PaymentConfig & { accessToken: string }>();
  const [agreed, setAgreed] = useState(true);
  const [busy, setBusy] = useState<'order' | 'capture' | undefined>();
  const [incomplete, setIncomplete] = useState<IncompleteStep[]>();
  const [problem, setProblem] = useState<string>();
  const [paid, setPaid] = useState<{ amount: string; transactionId?: string }>();
  const captureStarted = useRef(false);

  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP');
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    window.alert(BACK_BLOCKED);
    blocker.reset();
  }, [blocker]);


  useEffect(() => {
    const controller = new AbortController();
    authenticate(controller.signal).then(
      (body) => {
        if (!body.accessToken) window.alert('Access token not found in response.');
        else setConfig({ ...body, accessToken: body.accessToken });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Payment configuration failed', error);
        window.alert('Failed to fetch payment configuration. Please try again.');
      },
    );
    return () => controller.abort();
  }, []);

  const fee = application?.fee?.amount ?? 0;
  const alreadyPaid = application?.payment_status === 'COMPLETED';
  // Never pay for an incomplete form: the steps still to answer, as the server reads the saved application.
  const incompleteNow = incomplete ?? application?.incomplete_steps ?? [];
  const canPay = agreed && incompleteNow.length === 0;

  const startOrder = async (): Promise<CreatedOrder | undefined> => {
    if (!config) return undefined;
    setProblem(undefined);
    setIncomplete(undefined);
    let order: CreatedOrder;
    try {
      order = await createOrder(config.accessToken, { sku_id: id, amount: fee, description: `e-Visa application ${id}` });
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { incompleteSteps?: IncompleteStep[] } | undefined) : undefined;
      if (body?.incompleteSteps?.length) {
        setIncomplete(body.incompleteSteps);
      } else {
        window.alert('Failed to create order. Please try again.');
        if (error instanceof ApiError && error.serverMessage) setProblem(error.serverMessage);
      }
      return undefined;
    }
    if (!order.id) {
      window.alert('Order creation failed. No order ID returned.');
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
        const amount = Number(result.data?.amount ?? fee);
        if (result.data?.payment_status === 'PENDING') {
          setProblem('PayPal is still processing your payment. We will e-mail you as soon as it is confirmed.');
        } else {
          setPaid({ amount: usd(amount), transactionId: result.data?.capture_id });
        }
      } catch (error) {
        const detail =
          (error instanceof ApiError ? error.serverMessage : undefined) ||
          (error instanceof Error && !(error instanceof ApiError) ? error.message : undefined) ||
          'Please try again.';
        window.alert(`Payment capture failed. ${detail}`);
      } finally {
        setBusy(undefined);
      }
    },
    [config, fee, id],
  );

  // Back from the emulator's approval page: capture the order approved there, once.
  useEffect(() => {
    if (!config || !application || captureStarted.current) return;
    const pending = readPending(id);
    if (!pending) return;
    captureStarted.current = true;
    sessionStorage.removeItem(pendingKey(id));
    if (application.payment_status !== 'COMPLETED') void capture(pending);
  }, [config, application, id, capture]);

  const payInTestMode = async () => {
    setBusy('order');
    const order = await startOrder();
    const approve = order?.links?.find((link) => link.rel === 'approve')?.href;
    if (!order?.id) {
      setBusy(undefined);
      return;
    }
    if (!approve) {
      setBusy(undefined);
      window.alert('Order creation failed. No order ID returned.');
      return;
    }
    sessionStorage.setItem(pendingKey(id), order.id);
    window.location.assign(approve);
  };

  const testMode = config?.mode === 'sandbox-emulator';

  return (
    <section className="payment" aria-labelledby="payment-title">
      {definition.state === 'ready' && <p className="wizard__form-title">{definition.value.title}</p>}
      <h1 id="payment-title" ref={headingRef} tabIndex={-1}>Payment</h1>
      {definition.state === 'ready' && <StepProgress definition={definition.value} current="/Payment" id={id} incomplete={application?.incomplete_steps} />}
      {testMode && (
        <p className="notice notice--test" role="note">
          <strong>Test mode.</strong> This site uses the built-in PayPal sandbox emulator: no real money is moved and
          no card is charged.
        </p>
      )}
      {!application ? (
        <p role="status" className="loading">
          Loading your application…
        </p>
      ) : (
        <>
          {!alreadyPaid && (
            <IncompleteSteps
              steps={incompleteNow}
              applicationId={id}
              lead="Your application is not complete yet. Please answer these steps, then come back to pay:"
              role={incomplete ? 'alert' : 'region'}
            />
          )}
          <ApplicationIdNotice id={application.sku_id} />
          <dl className="summary-list summary-list--compact" aria-label="Payment details">
            <div className="summary-list__row">
              <dt>Application Type</dt>
              <dd>{String(application.Application_Type ?? '')}</dd>
            </div>
            <div className="summary-list__row">
              <dt>Port Of Arrival</dt>
              <dd>{String(application.Port_Of_Arrival ?? '')}</dd>
            </div>
            <div className="summary-list__row">
              <dt>Application ID</dt>
              <dd className="mono">{application.sku_id}</dd>
            </div>
            <div className="summary-list__row summary-list__row--total">
              <dt>Visa fee</dt>
              <dd>
                <strong>{usd(fee)}</strong>
                {application.fee && application.fee.urgentFee > 0 && (
                  <span className="help-block"> (includes {usd(application.fee.urgentFee)} for urgent processing)</span>
                )}
              </dd>
            </div>
          </dl>

          {alreadyPaid ? (
            <p className="notice notice--success" role="status">
              This application has already been paid. It has been received and is under review.
            </p>
          ) : (
            <div className="payment__pay">
              <p>
                You pay securely through PayPal, with your PayPal account or with a debit or credit card: your card
                details go to PayPal and never reach us. The fee is charged in US dollars; your bank may convert it.
                Once the payment is confirmed, your application goes to our team for its final check.
              </p>
              <p className="help-block">
                You can also pay later: choose <Link to="/Visa-Fee">Payment for Complete Form</Link> on the home page
                and enter your application ID. After three failed payment attempts the application ID is blocked and
                you must apply again.
              </p>
              <p className="notice notice--info">
                <strong>Disclaimer:</strong> we are a private consultancy, not the Government of India. The fee is
                non-refundable and the application cannot be cancelled or amended after payment, except as our{' '}
                <Link to="/Refund-Policy">refund policy</Link> says.
              </p>
              <label className="choice choice--checkbox" htmlFor="undertaking">
                <input id="undertaking" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
                <span>
                  I have read the <Link to="/Terms-and-Conditions">terms and conditions</Link> and confirm that the
                  information in my application is true and complete. I understand that the fee is not refundable.
                </span>
              </label>

              {problem && (
                <p className="form-alert" role="alert">
                  {problem}
                </p>
              )}

              <div className="payment__buttons">
                {!config ? (
                  <p className="loading">Loading PayPal Buttons...</p>
                ) : busy === 'capture' ? (
                  <p role="status" className="loading">
                    Completing your payment…
                  </p>
                ) : testMode ? (
                  <button
                    type="button"
                    className="button button--paypal button--large"
                    disabled={!canPay || busy !== undefined}
                    onClick={() => void payInTestMode()}
                  >
                    {busy === 'order' ? 'Opening the test checkout…' : `Pay ${usd(fee)} (test payment)`}
                  </button>
                ) : (
                  <Suspense fallback={<p className="loading">Loading PayPal Buttons...</p>}>
                    <PayPalCheckout
                      clientId={config.clientId ?? ''}
                      disabled={!canPay}
                      createOrder={async () => {
                        const order = await startOrder();
                        if (!order?.id) throw new Error('No order was created');
                        return order.id;
                      }}
                      onApprove={capture}
                    />
                  </Suspense>
                )}
                {incompleteNow.length > 0 ? (
                  <p className="help-block">You can pay once every step listed at the top of this page is answered.</p>
                ) : (
                  !agreed && <p className="help-block">Tick the box above to pay.</p>
                )}
              </div>
            </div>
          )}
        </>
      )}
      {paid && (
        <PaidDialog applicationId={id} amount={paid.amount} transactionId={paid.transactionId} onClose={() => navigate('/')} />
      )}
    </section>
  );
}
