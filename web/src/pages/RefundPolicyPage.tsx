import { ContentPage } from '../content/ContentPage';
import { SUPPORT_EMAIL } from '../shell/product';

export function RefundPolicyPage() {
  return (
    <ContentPage title="Refund Policy" lead="When a payment can be refunded, and how to ask for it.">
      <h2>When we refund</h2>
      <ul>
        <li>
          If you ask within <strong>30 minutes</strong> of submitting your application, we refund the payment minus a cancellation fee of{' '}
          <strong>50%</strong>.
        </li>
        <li>
          There is <strong>no refund or cancellation</strong> for travel within 24 to 48 hours.
        </li>
        <li>Otherwise the fee is non-refundable and the application cannot be cancelled or amended after payment.</li>
      </ul>
      <h2>How to ask</h2>
      <p>
        Send an e-mail to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with:
      </p>
      <ul>
        <li>the reason for the refund;</li>
        <li>your full name;</li>
        <li>the transaction ID of your payment;</li>
        <li>your passport number;</li>
        <li>the e-mail address you used in the application.</li>
      </ul>
      <h2>When you get it</h2>
      <p>Approved refunds are processed within 6 to 7 business days, to the card or account you paid with.</p>
    </ContentPage>
  );
}
