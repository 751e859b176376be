import {
  PayPalButtons,
  PayPalCardFieldsForm,
  PayPalCardFieldsProvider,
  PayPalScriptProvider,
  usePayPalCardFields,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderMethod } from '../api/payments';
import { formatMoney } from '@evisa/forms/money';
import '../i18n/laterTexts';

interface PayPalCheckoutProps {
  clientId: string;
  disabled: boolean;
  /** What paying by card costs in all (the fee and the card's surcharge); undefined when cards are not offered. */
  cardTotal?: number;
  /** Creates the order at the API; resolves with its id, or rejects (the alert was shown). */
  createOrder(method: OrderMethod): Promise<string>;
  onApprove(orderId: string): Promise<void>;
  /** The card fields could not take the card (or the SDK failed): nothing was paid. */
  onCardError(message: string): void;
}

/** Submits the card in PayPal's fields: PayPal runs 3-D Secure when required, then onApprove captures. */
function PayByCard({ disabled, total, onCardError }: { disabled: boolean; total: number; onCardError(message: string): void }) {
  const { t, i18n } = useTranslation();
  const { cardFieldsForm } = usePayPalCardFields();
  const [submitting, setSubmitting] = useState(false);
  const submit = async () => {
    if (!cardFieldsForm) return;
    if (!(await cardFieldsForm.getState()).isFormValid) {
      onCardError(t('payment.card.checkDetails'));
      return;
    }
    setSubmitting(true);
    try {
      await cardFieldsForm.submit();
    } catch {
      onCardError(t('payment.card.notProcessed'));
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <button type="button" className="button button--large" disabled={disabled || submitting || !cardFieldsForm} onClick={() => void submit()}>
      {submitting ? t('payment.card.checking') : t('payment.card.pay', { amount: formatMoney(total, 'USD', i18n.language) })}
    </button>
  );
}

function Checkout({ disabled, cardTotal, createOrder, onApprove, onCardError }: Omit<PayPalCheckoutProps, 'clientId'>) {
  const { t } = useTranslation();
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  useEffect(() => {
    if (isRejected) console.error('Failed to load the PayPal JS SDK script.');
  }, [isRejected]);
  if (isRejected) return <p className="form-alert">{t('payment.paypalFailed')}</p>;
  if (isPending) return <p className="loading">{t('payment.loadingButtons')}</p>;
  return (
    <>
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        disabled={disabled}
        forceReRender={[disabled]}
        createOrder={() => createOrder('paypal')}
        onApprove={(data) => onApprove(data.orderID)}
      />
      {cardTotal !== undefined && (
        <section className="payment__card" aria-labelledby="card-fields-title">
          <h2 id="card-fields-title">{t('payment.card.title')}</h2>
          <PayPalCardFieldsProvider
            createOrder={() => createOrder('card')}
            onApprove={(data) => void onApprove(data.orderID)}
            onError={() => onCardError(t('payment.card.notProcessed'))}
          >
            <PayPalCardFieldsForm />
            <PayByCard disabled={disabled} total={cardTotal} onCardError={onCardError} />
          </PayPalCardFieldsProvider>
        </section>
      )}
    </>
  );
}

/** PayPal's own buttons and card fields (live or sandbox PayPal), loaded only in 'paypal' mode. */
export function PayPalCheckout({ clientId, ...props }: PayPalCheckoutProps) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture', components: 'buttons,card-fields' }}>
      <Checkout {...props} />
    </PayPalScriptProvider>
  );
}
