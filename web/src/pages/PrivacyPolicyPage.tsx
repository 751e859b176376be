import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { retentionPeriods, type RetentionPeriods } from '../api/privacy';
import { Accordion, type AccordionSection } from '../content/Accordion';
import { ContentPage } from '../content/ContentPage';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../shell/product';

const SECTIONS: AccordionSection[] = [
  {
    title: '1. Who is responsible for your data',
    content: (
      <p>
        {PRODUCT_NAME}, a private consultancy, is responsible for the personal data you give on this site. Write to {SUPPORT_EMAIL} with any question
        about it.
      </p>
    ),
  },
  {
    title: '2. What we collect',
    content: (
      <p>
        The answers of the application form (identity, passport, addresses, family, occupation, travel plans and references), your photograph and
        documents, your contact details, the messages you send us, and technical data such as your IP address and the approximate country and city it
        belongs to.
      </p>
    ),
  },
  {
    title: '3. Why we collect it',
    content: (
      <p>
        To prepare, check and submit your e-Visa application, to take your payment, to answer your questions and to keep you informed about your
        application. We do not sell your data and do not use it for advertising.
      </p>
    ),
  },
  {
    title: '4. Legal basis',
    content: (
      <p>
        We process your data to perform the service you ask for (our contract with you), to meet legal obligations such as accounting, and, for the IP
        address, for our legitimate interest in preventing fraud.
      </p>
    ),
  },
  {
    title: '5. Who receives it',
    content: (
      <p>
        The Government of India, to which your application is submitted; our payment provider (PayPal), which handles card and wallet payments; and
        the hosting and e-mail providers that run this service for us, bound by contract to keep it confidential.
      </p>
    ),
  },
  {
    title: '6. Payment data',
    content: <p>Card details are entered with our payment provider and never reach our servers. We keep the payment reference, amount and status.</p>,
  },
  {
    title: '7. How long we keep it',
    content: <RetentionText />,
  },
  {
    title: '8. Security',
    content: (
      <p>
        Your application can be opened only with its temporary application ID, which cannot be guessed, and your photograph and documents only through
        links that expire after a few minutes. Data travels encrypted, only staff who work on your application can see it, and every time they open it
        is recorded. Keep your ID to yourself.
      </p>
    ),
  },
  {
    title: '9. Your rights',
    content: (
      <p>
        You may ask to see, correct or delete your data, or to receive a copy of it, and you may object to its use. To erase an application yourself,
        use <Link to="/Erase-My-Data">Erase my data</Link> with its number. For anything else write to {SUPPORT_EMAIL}; we answer within 30 days. You
        may also complain to your data protection authority.
      </p>
    ),
  },
  {
    title: '10. Cookies',
    content: <p>This site uses only the cookies it needs to work and to protect forms against misuse. It uses no advertising or tracking cookies.</p>,
  },
  {
    title: '11. Changes to this policy',
    content: (
      <p>
        We may update this policy; the version on this page applies. See also our <Link to="/Terms-and-Conditions">terms and conditions</Link>.
      </p>
    ),
  },
];

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/** The retention periods, as the service is configured to apply them (erased automatically when they end). */
function RetentionText() {
  const [periods, setPeriods] = useState<RetentionPeriods | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    retentionPeriods(controller.signal).then(setPeriods, () => undefined);
    return () => controller.abort();
  }, []);
  if (!periods) {
    return <p>Applications, documents and messages are erased automatically when their retention period ends.</p>;
  }
  return (
    <>
      <p>We erase your data automatically when it is no longer needed:</p>
      <ul>
        <li>an application that was never paid: {days(periods.unpaid_days)} after its last change;</li>
        <li>a paid application: {days(periods.decided_days)} after we submitted it to the government or it was approved or rejected;</li>
        <li>a message sent through the contact form or any other of our forms: {days(periods.enquiry_days)} after it was sent.</li>
      </ul>
      <p>
        Erasure removes your answers, photograph, documents and the e-mails we sent you. For our accounts we keep the amount, date and PayPal
        reference of each payment, which do not identify you on their own.
      </p>
    </>
  );
}

export function PrivacyPolicyPage() {
  return (
    <ContentPage title="Privacy Policy" lead="How we collect, use and protect the personal data you give us.">
      <Accordion sections={SECTIONS} firstOpen />
    </ContentPage>
  );
}
