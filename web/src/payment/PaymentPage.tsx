import { Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { reviewStageWords } from '@evisa/forms/browser';
import { useApplicationDefinition } from '../definition/useDefinition';
import { IncompleteSteps } from '../preview/IncompleteSteps';
import { ApplicationId } from '../shell/ApplicationId';
import { TextWithApplicationId } from '../shell/TextWithApplicationId';
import { ApplicationIdNotice } from '../wizard/ApplicationIdNotice';
import { StepProgress } from '../wizard/StepProgress';
import { useHeadingFocus } from '../wizard/useHeadingFocus';
import { SUPPORT_PHONE } from '../shell/product';
import { useSavedApplication } from '../wizard/useSavedApplication';
import { BankTransferPanel } from './BankTransferPanel';
import { PaidDialog } from './PaidDialog';
import { TestCardForm } from './TestCardForm';
import { priceWith, usd, usePayment } from './usePayment';
import { lazyNamed } from '../shell/lazyNamed';

// PayPal's SDK wrapper is loaded only when the site takes real PayPal payments.
const PayPalCheckout = lazyNamed(() => import('./PayPalCheckout'), 'PayPalCheckout');

/**
 * Payment (spec part 2, 'Payment/{id}'): the fee the API computed, the undertaking and the PayPal buttons once a
 * payment access token is there; the payment itself runs in usePayment. In test mode (the built-in PayPal sandbox
 * emulator) a marked test button goes through the same calls.
 */
export function PaymentPage() {
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const application = useSavedApplication(id);
  const headingRef = useHeadingFocus();
  // The title and the progress of the application's own form version; the payment itself does not wait for them.
  const definition = useApplicationDefinition(application);
  const {
    config,
    testMode,
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
  } = usePayment(id, application);
  const [agreed, setAgreed] = useState(true);

  const fee = application?.fee?.amount ?? 0;
  // PayPal's surcharge, if the business set one, is shown before paying and charged with the fee.
  const paypal = priceWith(fee, config, 'paypal');
  const card = priceWith(fee, config, 'card');
  const cardOffered = config?.methods.some((offered) => offered.method === 'card') ?? false;
  const bankTransfer = config?.methods.find((offered) => offered.method === 'bank_transfer');
  const alreadyPaid = application?.payment_status === 'COMPLETED';
  // Never pay for an incomplete form: the steps still to answer, as the server reads the saved application.
  const incompleteNow = refusedAsIncomplete ?? application?.incomplete_steps ?? [];
  const canPay = agreed && incompleteNow.length === 0;

  return (
    <section className="payment" aria-labelledby="payment-title">
      {definition.state === 'ready' && <p className="wizard__form-title">{definition.value.title}</p>}
      <h1 id="payment-title" ref={headingRef} tabIndex={-1}>
        Payment
      </h1>
      {definition.state === 'ready' && (
        <StepProgress definition={definition.value} current="/Payment" id={id} incomplete={application?.incomplete_steps} />
      )}
      {testMode && (
        <p className="notice notice--test" role="note">
          <strong>Test mode.</strong> This site uses the built-in PayPal sandbox emulator: no real money is moved and no card is charged.
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
              role={refusedAsIncomplete ? 'alert' : 'region'}
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
              <dd>
                <ApplicationId id={application.sku_id} />
              </dd>
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
            {paypal.surcharge > 0 && !alreadyPaid && (
              <div className="summary-list__row">
                <dt>PayPal surcharge</dt>
                <dd>
                  {usd(paypal.surcharge)} <span className="help-block">(total {usd(paypal.total)} when you pay with PayPal)</span>
                </dd>
              </div>
            )}
            {card.surcharge > 0 && cardOffered && !alreadyPaid && (
              <div className="summary-list__row">
                <dt>Card surcharge</dt>
                <dd>
                  {usd(card.surcharge)} <span className="help-block">(total {usd(card.total)} when you pay by card)</span>
                </dd>
              </div>
            )}
          </dl>

          {alreadyPaid ? (
            <p className="notice notice--success" role="status">
              This application has already been paid.{' '}
              <TextWithApplicationId text={reviewStageWords(application.review_stage ?? 'received', id, SUPPORT_PHONE).text} id={id} />
            </p>
          ) : (
            <div className="step-form payment__pay">
              <p>
                You pay securely through PayPal, with your PayPal account or with a debit or credit card: your card details go to PayPal and never
                reach us. The fee is charged in US dollars; your bank may convert it. Once the payment is confirmed, your application goes to our team
                for its final check.
              </p>
              <p className="help-block">
                You can also pay later: choose <Link to="/Visa-Fee">Payment for Complete Form</Link> on the home page and enter your application ID.
                After three failed payment attempts the application ID is blocked and you must apply again.
              </p>
              <p className="notice notice--info">
                <strong>Disclaimer:</strong> we are a private consultancy, not the Government of India. The fee is non-refundable and the application
                cannot be cancelled or amended after payment, except as our <Link to="/Refund-Policy">refund policy</Link> says.
              </p>
              <label className="choice choice--checkbox" htmlFor="undertaking">
                <input id="undertaking" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
                <span>
                  I have read the <Link to="/Terms-and-Conditions">terms and conditions</Link> and confirm that the information in my application is
                  true and complete. I understand that the fee is not refundable.
                </span>
              </label>

              {problem && (
                <p className="form-alert" role="alert">
                  {problem}
                </p>
              )}
              {cancelled && (
                <p className="notice notice--info" role="status">
                  You cancelled the payment. Nothing was charged; you can pay whenever you are ready.
                </p>
              )}

              <div className="payment__buttons">
                {blocked ? (
                  <Link className="button button--large" to="/Apply">
                    Apply again
                  </Link>
                ) : !config ? (
                  <p className="loading">Loading PayPal Buttons...</p>
                ) : busy === 'capture' ? (
                  <p role="status" className="loading">
                    Completing your payment…
                  </p>
                ) : testMode ? (
                  <>
                    <button
                      type="button"
                      className="button button--paypal button--large"
                      disabled={!canPay || busy !== undefined}
                      onClick={() => void payInTestMode()}
                    >
                      {busy === 'order' ? 'Opening the test checkout…' : `Pay ${usd(paypal.total)} (test payment)`}
                    </button>
                    {cardOffered && (
                      <TestCardForm
                        total={card.total}
                        disabled={!canPay}
                        busy={busy !== undefined}
                        onPay={(details) => void payByTestCard(details)}
                      />
                    )}
                  </>
                ) : (
                  <Suspense fallback={<p className="loading">Loading PayPal Buttons...</p>}>
                    <PayPalCheckout
                      clientId={config.clientId ?? ''}
                      disabled={!canPay}
                      cardTotal={cardOffered ? card.total : undefined}
                      onCardError={cardFailed}
                      createOrder={async (method) => {
                        const order = await startOrder(method);
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
              {bankTransfer && !blocked && (
                <BankTransferPanel
                  applicationId={id}
                  accessToken={config?.accessToken}
                  surcharge={bankTransfer.surcharge}
                  fee={fee}
                  disabled={!canPay}
                />
              )}
            </div>
          )}
        </>
      )}
      {paid && <PaidDialog applicationId={id} amount={paid.amount} transactionId={paid.transactionId} onClose={() => navigate('/')} />}
    </section>
  );
}
