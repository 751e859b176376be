import { Link } from 'react-router';
import { REFUND_PROCESSING_TIME, REFUND_RULES } from '@evisa/forms/browser';
import { ContentPage } from '../content/ContentPage';

/** The published refund policy: its rules are the very ones the server computes a refund with (@evisa/forms). */
export function RefundPolicyPage() {
  return (
    <ContentPage title="Refund Policy" lead="When a payment can be refunded, and how to ask for it.">
      <h2>When we refund</h2>
      <p>The first of these rules that fits your application decides:</p>
      <ol>
        {REFUND_RULES.map((rule) => (
          <li key={rule.id}>{rule.words}</li>
        ))}
      </ol>
      <h2>How to ask</h2>
      <p>
        Open your application on the <Link to="/Track">tracking page</Link> and choose <strong>Ask for a refund</strong>. It shows what this policy
        gives back before you send anything; you only tell us why. Our team looks at every request and writes to you by e-mail.
      </p>
      <h2>When you get it</h2>
      <p>Approved refunds are processed within {REFUND_PROCESSING_TIME}, to the card or account you paid with.</p>
    </ContentPage>
  );
}
