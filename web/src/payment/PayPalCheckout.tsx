import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface PayPalCheckoutProps {
  clientId: string;
  disabled: boolean;
  /** Creates the order at the API; resolves with its id, or rejects (the alert was shown). */
  createOrder(): Promise<string>;
  onApprove(orderId: string): Promise<void>;
}

function Buttons({ disabled, createOrder, onApprove }: Omit<PayPalCheckoutProps, 'clientId'>) {
  const { t } = useTranslation();
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  useEffect(() => {
    if (isRejected) console.error('Failed to load the PayPal JS SDK script.');
  }, [isRejected]);
  if (isRejected) return <p className="form-alert">{t('payment.paypalFailed')}</p>;
  if (isPending) return <p className="loading">{t('payment.loadingButtons')}</p>;
  return (
    <PayPalButtons
      style={{ layout: 'vertical', label: 'pay' }}
      disabled={disabled}
      forceReRender={[disabled]}
      createOrder={() => createOrder()}
      onApprove={(data) => onApprove(data.orderID)}
    />
  );
}

/** PayPal's own buttons (live or sandbox PayPal), loaded only in 'paypal' mode. */
export function PayPalCheckout({ clientId, ...props }: PayPalCheckoutProps) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture' }}>
      <Buttons {...props} />
    </PayPalScriptProvider>
  );
}
