import { Link } from 'react-router';
import { ContentPage } from '../content/ContentPage';
import { OFFICIAL_SITE, PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '../shell/product';

export function TermsPage() {
  return (
    <ContentPage title="Terms and Conditions" lead={`The terms on which ${PRODUCT_NAME} helps you apply for an Indian e-Visa.`}>
      <h2>1. Our services</h2>
      <p>
        We are a private consultancy, not a government body. We guide you through the application, recheck it and submit it for you. The Government of
        India alone decides on your visa. You may instead apply directly on the{' '}
        <a href={OFFICIAL_SITE} rel="noopener noreferrer">
          official website
        </a>
        .
      </p>
      <h2>2. Fees</h2>
      <p>
        The fee shown before payment, in US dollars, includes the government fee and our service fee; urgent processing adds an urgent fee. The fee is
        payable at least 4 days before your journey. After three failed payment attempts the application ID is blocked and you must apply again.
      </p>
      <h2>3. Your responsibilities</h2>
      <p>
        You must give true, complete information, exactly as in your passport, and documents in English. False information may lead to refusal,
        deportation or blacklisting. You must apply at least 4 days before travel, hold a passport valid for six months from arrival and meet the
        entry conditions.
      </p>
      <h2>4. Processing</h2>
      <p>
        Normal processing takes 3 to 5 business days, urgent processing 48 to 72 business hours, once the application is complete and paid. Sri Lankan
        and Chinese passports need at least 6 business days urgent or 10 regular. These are estimates: the government may take longer.
      </p>
      <h2>5. Cancellations</h2>
      <p>
        The fee is non-refundable and an application cannot be cancelled or amended after payment, except as our{' '}
        <Link to="/Refund-Policy">refund policy</Link> says.
      </p>
      <h2>6. Liability</h2>
      <p>
        We are not liable for a refusal, a delay or a decision of the authorities, nor for losses caused by information you gave. Our liability is
        limited to the fee you paid us.
      </p>
      <h2>7. Privacy</h2>
      <p>
        We use your data only to provide the service, as our <Link to="/PrivacyPolicy">privacy policy</Link> explains.
      </p>
      <h2>8. Governing law</h2>
      <p>These terms are governed by the laws of India; the courts of New Delhi have jurisdiction.</p>
      <h2>9. Contact</h2>
      <p>
        Questions about these terms: {SUPPORT_EMAIL} or {SUPPORT_PHONE}, 24x7.
      </p>
    </ContentPage>
  );
}
