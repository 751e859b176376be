import type { ApprovalResult, BuyerChoice } from './paypal-emulator.service.js';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const HEADINGS: Record<ApprovalResult['state'], string> = {
  choose: 'Pay with PayPal',
  approved: 'Payment approved',
  cancelled: 'Payment cancelled',
  'already-approved': 'Payment already approved',
  'already-captured': 'This order has already been paid',
  'not-found': 'Order not found',
};

// The declines a tester can ask for, each as PayPal would report it at the capture.
const DECLINES: [BuyerChoice, string][] = [
  ['insufficient-funds', 'Pay with a card that has insufficient funds'],
  ['card-declined', 'Pay with a card the bank declines'],
  ['3ds-failed', 'Pay with a card that fails 3-D Secure'],
];

function choices(orderId: string): string {
  const button = (choice: BuyerChoice, label: string, style = 'button') =>
    `<button class="${style}" type="submit" name="choice" value="${choice}">${escapeHtml(label)}</button>`;
  return `<form method="post" action="checkoutnow">
<input type="hidden" name="token" value="${escapeHtml(orderId)}">
<p>${button('approve', 'Approve the payment')}</p>
<p>${button('cancel', 'Cancel and return to the merchant', 'button button--plain')}</p>
<fieldset>
<legend>Test a failed payment</legend>
${DECLINES.map(([choice, label]) => `<p>${button(choice, label, 'button button--decline')}</p>`).join('\n')}
</fieldset>
</form>`;
}

/**
 * The buyer's side of the emulated checkout: the order and the buyer's choices (approve, cancel, or a card that
 * will be declined), as logging in at PayPal would offer them; after a choice the buyer is sent back to the merchant,
 * or this page says what happened when the order named no address. The payee is the business (BUSINESS_NAME), as the
 * site names it. No script, so the site's Content-Security-Policy allows it as it is.
 */
export function approvePage(result: ApprovalResult, payee: string): string {
  const heading = HEADINGS[result.state];
  let body: string;
  if (result.state === 'not-found') {
    body = '<p>The PayPal sandbox emulator knows no order under this token. Start the payment again from the site.</p>';
  } else {
    const amount = `${escapeHtml(result.amount.value)} ${escapeHtml(result.amount.currency_code)}`;
    const next =
      result.state === 'choose'
        ? choices(result.orderId)
        : result.state === 'already-captured'
          ? '<p>Nothing more to do.</p>'
          : result.state === 'cancelled'
            ? '<p>Nothing was charged.</p>'
            : '<p>Go back to the site to complete the payment. No real money is moved in test mode.</p>';
    const back =
      result.returnUrl && result.state !== 'choose'
        ? `<p><a class="button" href="${escapeHtml(result.returnUrl)}">Return to the merchant</a></p>`
        : '';
    body = `<p>Order <code>${escapeHtml(result.orderId)}</code>: <strong>${amount}</strong> to ${escapeHtml(payee)}.</p>${next}${back}`;
  }
  return emulatorPage(heading, body);
}

/** The emulator's pages, in one layout: marked as test mode, no script (the site's Content-Security-Policy allows them). */
export function emulatorPage(heading: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(heading)} · PayPal sandbox emulator</title>
<style>
body { font-family: system-ui, sans-serif; background: #f5f7fa; color: #1a1a1a; margin: 0; }
main { max-width: 32rem; margin: 3rem auto; background: #fff; border-radius: 8px; padding: 2rem; box-shadow: 0 1px 4px rgba(0,0,0,.1); }
.badge { display: inline-block; background: #ffc439; border-radius: 4px; padding: .2rem .5rem; font-size: .85rem; }
.button { display: inline-block; background: #0070ba; color: #fff; padding: .6rem 1.2rem; border-radius: 4px; text-decoration: none; border: 0; font: inherit; cursor: pointer; }
.button--plain { background: #fff; color: #0070ba; border: 1px solid #0070ba; }
.button--decline { background: #fff; color: #8a1c1c; border: 1px solid #8a1c1c; }
fieldset { border: 1px solid #d0d7de; border-radius: 4px; margin-top: 1.5rem; }
</style>
</head>
<body>
<main>
<p class="badge">Test mode: PayPal sandbox emulator</p>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>
`;
}
