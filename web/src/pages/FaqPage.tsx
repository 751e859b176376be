import { Link } from 'react-router';
import { Accordion, type AccordionSection } from '../content/Accordion';
import { ContentPage } from '../content/ContentPage';
import { DesignatedPorts } from '../definition/DesignatedPorts';
import { OFFICIAL_SITE, SUPPORT_EMAIL, SUPPORT_PHONE } from '../shell/product';

const GROUPS: Array<{ title: string; sections: AccordionSection[] }> = [
  {
    title: 'General',
    sections: [
      {
        title: 'Are you the Government of India?',
        content: (
          <p>
            No. We are a private consultancy that helps you apply, for a service fee. You can also apply yourself on the{' '}
            <a href={OFFICIAL_SITE} rel="noopener noreferrer">
              official e-Visa website
            </a>
            .
          </p>
        ),
      },
      {
        title: 'Why use your service?',
        content: (
          <p>
            We explain every question, recheck your form and documents before submission and support you 24x7, so that a mistake does not cost you
            your trip.
          </p>
        ),
      },
    ],
  },
  {
    title: 'E-Visa',
    sections: [
      {
        title: 'Who can get an e-Visa?',
        content: (
          <p>
            Citizens of more than 160 countries, for tourism, business, conferences, medical treatment and Ayush treatment. Diplomatic and official
            passport holders cannot; holders of a Pakistani passport or of Pakistani origin must apply for a regular visa.
          </p>
        ),
      },
      {
        title: 'How long is it valid?',
        content: (
          <p>
            e-Tourist: 30 days (double entry), 1 year or 5 years (multiple entries), stays of 90 or 180 days by nationality. e-Business: 365 days,
            multiple entries, stays of 90 or 180 days. e-Medical: 180 days, triple entry, 60-day stays. e-Medical Attendant: 180 days, double entry,
            60-day stays, at most two per e-Medical visa. e-Conference: 30 days, single entry.
          </p>
        ),
      },
      { title: 'How many e-Visas can I get in a year?', content: <p>At most two in one calendar year.</p> },
    ],
  },
  {
    title: 'Application Process',
    sections: [
      {
        title: 'Can I stop and finish later?',
        content: (
          <p>
            Yes. Every step is saved and you get a temporary application ID. Note it down and use{' '}
            <Link to="/Partial-Filled">Complete Partial filled Form</Link> to continue.
          </p>
        ),
      },
      {
        title: 'What photograph do I need?',
        content: (
          <p>
            A square JPEG of 10 KB to 1 MB, at least 350 x 350 pixels, full face on a plain light background, without spectacles. See{' '}
            <Link to="/termCondition">Documents Required</Link>.
          </p>
        ),
      },
      {
        title: 'Can I change my answers?',
        content: <p>Yes, until you have paid: open your application with its ID and change any step. After payment, contact us.</p>,
      },
    ],
  },
  {
    title: 'Fees and Payments',
    sections: [
      {
        title: 'How much does it cost?',
        content: (
          <p>
            It depends on your nationality and visa type; see the <Link to="/Visa-Fee-Details">visa fee page</Link>. Urgent processing costs extra.
          </p>
        ),
      },
      {
        title: 'How do I pay?',
        content: (
          <p>
            By card or PayPal on the payment page after the preview, or later with <Link to="/Visa-Fee">Payment for Complete Form</Link>.
          </p>
        ),
      },
      {
        title: 'Can I get a refund?',
        content: (
          <p>
            Only in the cases of our <Link to="/Refund-Policy">refund policy</Link>. After three failed payment attempts the application ID is blocked
            and you must apply again.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Travel and Entry',
    sections: [
      {
        title: 'Where can I enter India?',
        content: (
          <p>
            Through one of <DesignatedPorts />, the one you name in your application; you may leave through any authorised immigration check post.
          </p>
        ),
      },
      {
        title: 'When must I make my second entry?',
        content: <p>Within 90 days of your first arrival; within 60 days for e-Medical and e-Medical Attendant visas.</p>,
      },
      {
        title: 'What must I carry?',
        content: <p>A printed copy of your e-Visa, the passport you applied with, a return or onward ticket and enough money for your stay.</p>,
      },
    ],
  },
  {
    title: 'Contact',
    sections: [
      {
        title: 'How do I reach you?',
        content: (
          <p>
            Call {SUPPORT_PHONE} or write to {SUPPORT_EMAIL}, at any hour, or use the <Link to="/contact">contact form</Link>.
          </p>
        ),
      },
    ],
  },
];

export function FaqPage() {
  return (
    <ContentPage title="Frequently Asked Questions" lead="Answers to the questions travellers ask us most.">
      {GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`faq-${group.title.replace(/\W+/g, '-')}`}>
          <h2 id={`faq-${group.title.replace(/\W+/g, '-')}`}>{group.title}</h2>
          <Accordion sections={group.sections} />
        </section>
      ))}
    </ContentPage>
  );
}
