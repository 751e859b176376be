import { type FormEvent, useId, useState } from 'react';
import type { TestCard } from '../api/payments';
import { usd } from './usePayment';

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

/** What is wrong with the card as typed, before it is sent anywhere. */
function problemWith(number: string, expiry: string | undefined, code: string): string | undefined {
  if (!/^\d{13,19}$/.test(number)) return 'Enter the card number (13 to 19 digits).';
  if (!expiry) return 'Enter the expiry date as MM/YY.';
  if (!/^\d{3,4}$/.test(code)) return 'Enter the security code (3 or 4 digits on the card).';
  return undefined;
}

/**
 * Test mode's stand-in for PayPal's card fields (PayPal's SDK cannot load offline): the same four fields, sent to
 * the built-in emulator as the card fields send them to PayPal, never to this site's API. The test cards are in the
 * README ('Payments in test mode').
 */
export function TestCardForm({ total, disabled, busy, onPay }: TestCardFormProps) {
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

  const field = (label: string, key: string, value: string, set: (value: string) => void, attributes: Record<string, string>) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`} className="field__label">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        className="form-control"
        value={value}
        spellCheck={false}
        onChange={(event) => set(event.target.value)}
        {...attributes}
      />
    </div>
  );

  return (
    <form className="payment__card" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`}>Pay by card</h2>
      <p className="help-block">Test mode: use a test card (no card is charged).</p>
      {field('Card number', 'number', number, setNumber, { autoComplete: 'cc-number', inputMode: 'numeric' })}
      <div className="payment__card-row">
        {field('Expiry date (MM/YY)', 'expiry', expiry, setExpiry, { autoComplete: 'cc-exp', inputMode: 'numeric' })}
        {field('Security code', 'code', code, setCode, { autoComplete: 'cc-csc', inputMode: 'numeric' })}
      </div>
      {field('Name on the card', 'name', name, setName, { autoComplete: 'cc-name' })}
      {problem && (
        <p className="form-alert" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button button--large" disabled={disabled || busy}>
        {busy ? 'Checking your card…' : `Pay ${usd(total)} by card (test payment)`}
      </button>
    </form>
  );
}
