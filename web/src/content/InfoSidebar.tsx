import { Link } from 'react-router';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../shell/product';
import { ImportantInstructions } from './ImportantInstructions';
import { openLiveHelp } from '../live-help/openLiveHelp';

const LINKS = [
  { to: '/Apply', label: 'Apply for an e-Visa' },
  { to: '/Partial-Filled', label: 'Complete a partly filled form' },
  { to: '/Visa-Fee', label: 'Pay for a completed form' },
  { to: '/Visa-Fee-Details', label: 'Visa fees' },
  { to: '/termCondition', label: 'Documents required' },
  { to: '/Instruction', label: 'Instructions for applicants' },
  { to: '/Faq', label: 'Frequently asked questions' },
  { to: '/contact', label: 'Contact us' },
];

const PAYMENT_METHODS = ['PayPal', 'Visa', 'Mastercard', 'American Express', 'Bank transfer'];

/** The left column of the home and content pages: instructions, links, payment methods and help. */
export function InfoSidebar() {
  return (
    <aside className="sidebar" aria-label="Useful information">
      <ImportantInstructions />
      <nav className="sidebar__links" aria-labelledby="sidebar-links-title">
        <h2 id="sidebar-links-title" className="sidebar__title">
          Quick links
        </h2>
        <ul>
          {LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="sidebar-pay-title">
        <h2 id="sidebar-pay-title" className="sidebar__title">
          Ways to pay
        </h2>
        <ul className="badges">
          {PAYMENT_METHODS.map((method) => (
            <li key={method} className="badge">
              {method}
            </li>
          ))}
        </ul>
      </section>
      <section className="sidebar__help" aria-labelledby="sidebar-help-title">
        <h2 id="sidebar-help-title" className="sidebar__title">
          Need help? 24x7
        </h2>
        <p>
          Call <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>
          <br />
          or write to <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
        <button type="button" className="button button--secondary" onClick={openLiveHelp}>
          Chat with us
        </button>
      </section>
    </aside>
  );
}
