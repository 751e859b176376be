import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../i18n/Trans';
import { Link, useNavigate, useParams } from '../router/router';
import { formatAnswer, queryForm, reviewStageWords } from '@evisa/forms/browser';
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
import { formatMoney } from '@evisa/forms/money';
import { priceWith, usePayment } from './usePayment';
import { lazyNamed } from '../shell/lazyNamed';
import '../i18n/laterTexts';

// PayPal's SDK wrapper is loaded only when the site takes real PayPal payments.
const PayPalCheckout = lazyNamed(() => import('./PayPalCheckout'), 'PayPalCheckout');

/**
 * Payment (spec part 2, 'Payment/{id}'): the fee the API computed, the undertaking and the PayPal buttons once a
 * payment access token is there; the payment itself runs in usePayment. In test mode (the built-in PayPal sandbox
 * emulator) a marked test button goes through the same calls.
 */
export function PaymentPage() {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, 'USD', i18n.language);
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const application = useSavedApplication(id);
  const headingRef = useHeadingFocus();
  // The title and the progress of the application's own form version; the payment itself does not wait for them.
  const definition = useApplicationDefinition(application);
  const payment = usePayment(id, application);
  const { config, busy, blocked } = payment;
  const [agreed, setAgreed] = useState(true);
  // An answer as the applicant chose it, in the words of their language once the definition is there.
  const answer = (field: string) =>
    formatAnswer(application?.[field], definition.state === 'ready' ? queryForm(definition.value).field(field) : undefined);

  const fee = application?.fee?.amount ?? 0;
  // PayPal's surcharge, if the business set one, is shown before paying and charged with the fee.
  const paypal = priceWith(fee, config, 'paypal');
  const card = priceWith(fee, config, 'card');
  const cardOffered = config?.methods.some((offered) => offered.method === 'card') ?? false;
  const bankTransfer = config?.methods.find((offered) => offered.method === 'bank_transfer');
  const alreadyPaid = application?.payment_status === 'COMPLETED';
  // Never pay for an incomplete form: the steps still to answer, as the server reads the saved application.
  const incompleteNow = payment.refusedAsIncomplete ?? application?.incomplete_steps ?? [];
  const canPay = agreed && incompleteNow.length === 0;

  return (
    <section className="payment" aria-labelledby="payment-title">
      {definition.state === 'ready' && <p className="wizard__form-title">{definition.value.title}</p>}
      <h1 id="payment-title" ref={headingRef} tabIndex={-1}>
        {t('progress.payment')}
      </h1>
      {definition.state === 'ready' && (
        <StepProgress definition={definition.value} current="/Payment" id={id} incomplete={application?.incomplete_steps} />
      )}
      {payment.testMode && (
        <p className="notice notice--test" role="note">
          <Trans i18nKey="payment.testMode" components={{ strong: <strong /> }} />
        </p>
      )}
      {!application ? (
        <p role="status" className="loading">
          {t('wizard.loadingOf.application')}
        </p>
      ) : (
        <>
          {!alreadyPaid && (
            <IncompleteSteps
              steps={incompleteNow}
              applicationId={id}
              lead={t('payment.incomplete')}
              role={payment.refusedAsIncomplete ? 'alert' : 'region'}
            />
          )}
          <ApplicationIdNotice id={application.sku_id} paid={alreadyPaid} />
          <dl className="summary-list summary-list--compact" aria-label={t('payment.details')}>
            <div className="summary-list__row">
              <dt>{t('payment.applicationType')}</dt>
              <dd>{answer('Application_Type')}</dd>
            </div>
            <div className="summary-list__row">
              <dt>{t('payment.portOfArrival')}</dt>
              <dd>{answer('Port_Of_Arrival')}</dd>
            </div>
            <div className="summary-list__row">
              <dt>{t('payment.applicationId')}</dt>
              <dd>
                <ApplicationId id={application.sku_id} />
              </dd>
            </div>
            <div className="summary-list__row summary-list__row--total">
              <dt>{t('payment.visaFee')}</dt>
              <dd>
                <strong>{money(fee)}</strong>
                {application.fee && application.fee.urgentFee > 0 && (
                  <span className="help-block"> {t('payment.includesUrgent', { amount: money(application.fee.urgentFee) })}</span>
                )}
              </dd>
            </div>
            {paypal.surcharge > 0 && !alreadyPaid && (
              <div className="summary-list__row">
                <dt>{t('payment.paypalSurcharge')}</dt>
                <dd>
                  {money(paypal.surcharge)} <span className="help-block">{t('payment.paypalTotal', { amount: money(paypal.total) })}</span>
                </dd>
              </div>
            )}
            {card.surcharge > 0 && cardOffered && !alreadyPaid && (
              <div className="summary-list__row">
                <dt>{t('payment.cardSurcharge')}</dt>
                <dd>
                  {money(card.surcharge)} <span className="help-block">{t('payment.cardTotal', { amount: money(card.total) })}</span>
                </dd>
              </div>
            )}
          </dl>

          {alreadyPaid ? (
            <p className="notice notice--success" role="status">
              {t('payment.alreadyPaid')}{' '}
              <TextWithApplicationId text={reviewStageWords(application.review_stage ?? 'received', id, SUPPORT_PHONE).text} id={id} />
            </p>
          ) : (
            <div className="step-form payment__pay">
              <p>{t('payment.howPaid')}</p>
              <p className="help-block">
                <Trans i18nKey="payment.payLater" components={{ pay: <Link to="/Visa-Fee" /> }} />
              </p>
              <p className="notice notice--info">
                <Trans i18nKey="payment.disclaimer" components={{ strong: <strong />, refund: <Link to="/Refund-Policy" /> }} />
              </p>
              <label className="choice choice--checkbox" htmlFor="undertaking">
                <input id="undertaking" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
                <span>
                  <Trans i18nKey="payment.undertaking" components={{ terms: <Link to="/Terms-and-Conditions" /> }} />
                </span>
              </label>

              {payment.problem && (
                <p className="form-alert" role="alert">
                  {payment.problem}
                </p>
              )}
              {payment.cancelled && (
                <p className="notice notice--info" role="status">
                  {t('payment.cancelled')}
                </p>
              )}

              <div className="payment__buttons">
                {blocked ? (
                  <Link className="button button--large" to="/Apply">
                    {t('payment.applyAgain')}
                  </Link>
                ) : !config ? (
                  <p className="loading">{t('payment.loadingButtons')}</p>
                ) : busy === 'capture' ? (
                  <p role="status" className="loading">
                    {t('payment.completing')}
                  </p>
                ) : payment.testMode ? (
                  <>
                    <button
                      type="button"
                      className="button button--paypal button--large"
                      disabled={!canPay || busy !== undefined}
                      onClick={() => void payment.payInTestMode()}
                    >
                      {busy === 'order' ? t('payment.openingTest') : t('payment.payTest', { amount: money(paypal.total) })}
                    </button>
                    {cardOffered && (
                      <TestCardForm
                        total={card.total}
                        disabled={!canPay}
                        busy={busy !== undefined}
                        onPay={(details) => void payment.payByTestCard(details)}
                      />
                    )}
                  </>
                ) : (
                  <Suspense fallback={<p className="loading">{t('payment.loadingButtons')}</p>}>
                    <PayPalCheckout
                      clientId={config.clientId ?? ''}
                      disabled={!canPay}
                      cardTotal={cardOffered ? card.total : undefined}
                      onCardError={payment.cardFailed}
                      createOrder={async (method) => {
                        const order = await payment.startOrder(method);
                        if (!order?.id) throw new Error('No order was created');
                        return order.id;
                      }}
                      onApprove={payment.capture}
                    />
                  </Suspense>
                )}
                {incompleteNow.length > 0 ? (
                  <p className="help-block">{t('payment.payOnceComplete')}</p>
                ) : (
                  !agreed && <p className="help-block">{t('payment.tickToPay')}</p>
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
      {payment.paid && (
        <PaidDialog applicationId={id} amount={payment.paid.amount} transactionId={payment.paid.transactionId} onClose={() => navigate('/')} />
      )}
    </section>
  );
}
