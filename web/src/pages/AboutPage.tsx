import { Link } from 'react-router';
import { ContentPage } from '../content/ContentPage';
import { OFFICIAL_SITE, PRODUCT_NAME } from '../shell/product';

export function AboutPage() {
  return (
    <ContentPage title="About Us" lead={`${PRODUCT_NAME} helps travellers from all over the world apply for the Indian e-Visa without mistakes.`}>
      <h2>Who we are</h2>
      <p>
        We are a private consultancy. Our team has helped travellers with Indian visa applications since 2020. We are not the Government of India, an
        embassy or a government agency, and we do not decide on any visa: the Government of India does. You can always apply yourself on the{' '}
        <a href={OFFICIAL_SITE} rel="noopener noreferrer">
          official e-Visa website
        </a>
        ; our service is for travellers who want guidance and a second pair of eyes.
      </p>
      <h2>What we do</h2>
      <ul>
        <li>A clear form that explains every question, saves at every step and can be completed later.</li>
        <li>A recheck of your answers, photograph and documents by our staff before the application is submitted.</li>
        <li>Support by phone and e-mail around the clock, live help while you fill in the form, and interpreters.</li>
        <li>Status updates, and help to recover an approval that was lost or stolen.</li>
      </ul>
      <h2>How we work</h2>
      <p>
        Your answers are kept safe and used only to prepare and submit your application (see our <Link to="/PrivacyPolicy">privacy policy</Link>). Our
        fees are published on the <Link to="/Visa-Fee-Details">visa fee page</Link>, and our <Link to="/Refund-Policy">refund policy</Link> says when
        a payment can be refunded.
      </p>
    </ContentPage>
  );
}
