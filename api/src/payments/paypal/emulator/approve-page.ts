import type { ApprovalResult } from './paypal-emulator.service.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const HEADINGS: Record<ApprovalResult['state'], string> = {
  approved: 'Payment approved',
  'already-approved': 'Payment already approved',
  'already-captured': 'This order has already been paid',
  'not-found': 'Order not found',
};

/**
 * The buyer's side of the emulated checkout: opening the approve link approves the order, as logging in and
 * pressing "Pay" at PayPal would. The payee is the business (BUSINESS_NAME), as the site names it. No script, so the site's Content-Security-Policy allows it as it is.
 */
export function approvePage(result: ApprovalResult, payee: string): string {
  const heading = HEADINGS[result.state];
  let body: string;
  if (result.state === 'not-found') {
    body = '<p>The PayPal sandbox emulator knows no order under this token. Start the payment again from the site.</p>';
  } else {
    const amount = `${escapeHtml(result.amount.value)} ${escapeHtml(result.amount.currency_code)}`;
    const next =
      result.state === 'already-captured'
        ? '<p>Nothing more to do.</p>'
        : '<p>Go back to the site to complete the payment. No real money is moved in test mode.</p>';
    const back = result.returnUrl ? `<p><a class="button" href="${escapeHtml(result.returnUrl)}">Return to the merchant</a></p>` : '';
    body = `<p>Order <code>${escapeHtml(result.orderId)}</code>: <strong>${amount}</strong> to ${escapeHtml(payee)}.</p>${next}${back}`;
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading} · PayPal sandbox emulator</title>
<style>
body { font-family: system-ui, sans-serif; background: #f5f7fa; color: #1a1a1a; margin: 0; }
main { max-width: 32rem; margin: 3rem auto; background: #fff; border-radius: 8px; padding: 2rem; box-shadow: 0 1px 4px rgba(0,0,0,.1); }
.badge { display: inline-block; background: #ffc439; border-radius: 4px; padding: .2rem .5rem; font-size: .85rem; }
.button { display: inline-block; background: #0070ba; color: #fff; padding: .6rem 1.2rem; border-radius: 4px; text-decoration: none; }
</style>
</head>
<body>
<main>
<p class="badge">Test mode: PayPal sandbox emulator</p>
<h1>${heading}</h1>
${body}
</main>
</body>
</html>
`;
}
