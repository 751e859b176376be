import { emulatorPage, escapeHtml } from './approve-page.js';
import type { ChallengeResult } from './paypal-emulator.service.js';

const HEADINGS: Record<ChallengeResult['state'], string> = {
  verify: '3-D Secure check',
  passed: 'Card verified',
  failed: 'Card not verified',
  done: 'Nothing to verify',
  'not-found': 'Order not found',
};

/**
 * The card's 3-D Secure challenge (the order's payer-action link), as the card's bank would show it: the buyer
 * confirms, and the test card decides whether the bank passes or fails the check. The form posts back here.
 */
export function challengePage(result: ChallengeResult, payee: string): string {
  const heading = HEADINGS[result.state];
  if (result.state === 'not-found') {
    return emulatorPage(heading, '<p>The PayPal sandbox emulator knows no order under this token. Start the payment again from the site.</p>');
  }
  const amount = `${escapeHtml(result.amount.value)} ${escapeHtml(result.amount.currency_code)}`;
  const what = `<p>Your bank asks you to confirm the payment of <strong>${amount}</strong> to ${escapeHtml(payee)} with your card ${escapeHtml(result.card)}.</p>`;
  const next =
    result.state === 'verify'
      ? `<form method="post" action="helios">
<input type="hidden" name="cart_id" value="${escapeHtml(result.orderId)}">
<p class="hint">Test mode: the test card decides whether the bank passes or fails the check.</p>
<p><button class="button" type="submit">Confirm the payment</button></p>
</form>`
      : '<p>Go back to the site to complete the payment. No real money is moved in test mode.</p>';
  return emulatorPage(heading, `${what}${next}`);
}
