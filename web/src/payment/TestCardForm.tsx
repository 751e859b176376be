import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TestCard } from '../api/payments';
import { formatMoney } from '@evisa/forms/money';
import { TextField } from '../shell/TextField';
import '../i18n/laterTexts';

interface TestCardFormProps {
  total: number;
  disabled: boolean;
  busy: boolean;
  onPay(card: TestCard): void;
}

const digits = (text: string) => text.replace(/[\s-]/g, '');

/** MM/YY (or MM/YYYY) as PayPal takes an expiry, YYYY-MM; undefined when it is no month. */
function expiryOf(text: string): string | undefined {
  const match = /^\s*(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const year = match[2]!.length === 2 ? `20${match[2]}` : match[2];
  return `${year}-${match[1]!.padStart(2, '0')}`;
}

/** What is wrong with the card as typed (its message's key), before it is sent anywhere. */
function problemWith(number: string, expiry: string | undefined, code: string): string | undefined {
  if (!/^\d{13,19}$/.test(number)) return 'payment.card.enterNumber';
  if (!expiry) return 'payment.card.enterExpiry';
  if (!/^\d{3,4}$/.test(code)) return 'payment.card.enterCode';
  return undefined;
}

/**
 * Test mode's stand-in for PayPal's card fields (PayPal's SDK cannot load offline): the same four fields, sent to
 * the built-in emulator as the card fields send them to PayPal, never to this site's API. The test cards are in the
 * README ('Payments in test mode').
 */
export function TestCardForm({ total, disabled, busy, onPay }: TestCardFormProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const card = { number: digits(number), expiry: expiryOf(expiry), security_code: code.trim() };
    const wrong = problemWith(card.number, card.expiry, card.security_code);
    setProblem(wrong);
    if (!wrong) onPay({ ...card, expiry: card.expiry!, ...(name.trim() ? { name: name.trim() } : {}) });
  };

  // A card's box: never spell-checked; those of digits bring up the number pad.
  const cardField = (words: string, value: string, set: (value: string) => void, autoComplete: string, inputMode?: 'numeric') => (
    <TextField label={t(words)} value={value} onChange={set} spellCheck={false} autoComplete={autoComplete} inputMode={inputMode} />
  );

  return (
    <form className="payment__card" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`}>{t('payment.card.title')}</h2>
      <p className="help-block">{t('payment.card.testMode')}</p>
      {cardField('payment.card.number', number, setNumber, 'cc-number', 'numeric')}
      <div className="payment__card-row">
        {cardField('payment.card.expiry', expiry, setExpiry, 'cc-exp', 'numeric')}
        {cardField('payment.card.code', code, setCode, 'cc-csc', 'numeric')}
      </div>
      {cardField('payment.card.name', name, setName, 'cc-name')}
      {problem && (
        <p className="form-alert" role="alert">
          {t(problem)}
        </p>
      )}
      <button type="submit" className="button button--large" disabled={disabled || busy}>
        {busy ? t('payment.card.checking') : t('payment.card.payTest', { amount: formatMoney(total, 'USD', i18n.language) })}
      </button>
    </form>
  );
}
