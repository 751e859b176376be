import { Link } from 'react-router';
import { InfoSidebar } from '../content/InfoSidebar';
import { DesignatedPorts } from '../definition/DesignatedPorts';
import { OFFICIAL_SITE, PRODUCT_NAME, SUPPORT_PHONE } from '../shell/product';

/** The home page: the banner with the three ways in (spec part 1, section 2), the sidebar and what to know. */
export function HomePage() {
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <div className="hero__banner" aria-hidden="true">
          <svg viewBox="0 0 600 120" preserveAspectRatio="xMidYMid slice" focusable="false">
            <rect width="600" height="120" fill="#0b3d5c" />
            <circle cx="520" cy="30" r="22" fill="#f59e0b" />
            <path d="M0 120 L0 86 Q80 64 160 84 T320 80 T480 86 T600 76 L600 120 Z" fill="#12557f" />
            <path d="M250 120 V70 h10 v-14 q20-22 40 0 v14 h10 v50z" fill="#e6f0f6" opacity="0.9" />
            <path d="M236 120 V84 h8 v36z M316 120 V84 h8 v36z" fill="#e6f0f6" opacity="0.9" />
            <path d="M420 44 l40 -6 l6 -10 l4 2 l-4 10 l26 4 v3 l-26 2 l4 10 l-4 2 l-6 -10 l-40 -4z" fill="#ffffff" />
          </svg>
        </div>
        <div className="hero__body">
          <h1 id="home-title">Apply for your Indian e-Visa, with guidance at every step</h1>
          <p className="hero__lead">Fill in the application online, save as you go and let our team recheck it before it is submitted.</p>
          <nav className="home-actions" aria-label="Start">
            <Link className="button button--primary button--large" to="/Apply">
              Apply for E-Visa
            </Link>
            <Link className="button button--secondary button--large" to="/Partial-Filled">
              Complete Partial filled Form
            </Link>
            <Link className="button button--secondary button--large" to="/Visa-Fee">
              Payment for Complete Form
            </Link>
            <Link className="button button--secondary button--large" to="/Track">
              Track my application
            </Link>
          </nav>
        </div>
      </section>

      <p className="notice notice--info home__consultancy">
        <strong>We are a private consultancy, not the Government of India.</strong> We charge a service fee for our guidance and checks. You can also
        apply yourself, without our help, on the{' '}
        <a href={OFFICIAL_SITE} rel="noopener noreferrer">
          official Government of India e-Visa website
        </a>
        .
      </p>

      <div className="content-page content-page--home">
        <div className="content-page__main prose home-intro">
          <h2 id="home-how">How it works</h2>
          <ol className="steps-list">
            <li>
              <strong>Fill in the form.</strong> Each step is saved and gives you a temporary application ID. Note it down: with it you can complete a
              partly filled form later.
            </li>
            <li>
              <strong>Check and pay.</strong> Review every answer on the preview, then pay the fee by card or PayPal. It depends on your nationality
              and visa type; urgent processing costs more.
            </li>
            <li>
              <strong>We recheck and submit.</strong> Our team checks your form and documents and submits them. The result is sent by e-mail to the
              address in your form.
            </li>
          </ol>

          <h2>What we do for you</h2>
          <ul>
            <li>A recheck of your form and documents before the final submission.</li>
            <li>Support by phone and e-mail, 24 hours a day, 7 days a week, and live help while you fill in the form.</li>
            <li>Status updates, help if your approval is lost or stolen, and interpreters when needed.</li>
            <li>Payment by card, PayPal or bank transfer.</li>
          </ul>

          <h2>e-Visa categories</h2>
          <dl className="facts">
            <dt>e-Tourist</dt>
            <dd>
              Sightseeing, visiting friends or relatives, a short yoga programme or a short course, short voluntary work. Valid for 30 days (double
              entry), 1 year or 5 years (multiple entries); each stay up to 90 days, or 180 days for some nationalities.
            </dd>
            <dt>e-Business</dt>
            <dd>
              Meetings, trade, setting up a venture, recruitment, exhibitions, projects, tours, lectures, sports. Valid 365 days, multiple entries;
              each stay up to 90 days, or 180 days for some nationalities.
            </dd>
            <dt>e-Medical and e-Medical Attendant</dt>
            <dd>
              Short-term treatment in a recognised hospital, and up to two attendants per patient. Valid 180 days; triple entry for the patient,
              double entry for attendants; stay up to 60 days.
            </dd>
            <dt>e-Conference</dt>
            <dd>Conferences, seminars and workshops of government bodies or approved organisers. Valid 30 days, single entry.</dd>
            <dt>e-Ayush and e-Ayush Attendant</dt>
            <dd>Treatment under the Indian systems of medicine (Ayurveda, Yoga, Unani, Siddha, Homoeopathy), and its attendants.</dd>
          </dl>

          <h2>Good to know</h2>
          <ul>
            <li>Citizens of more than 160 countries can apply for the e-Visa.</li>
            <li>
              With a double or triple entry e-Visa, the second entry must fall within 90 days of your first arrival (60 days for e-Medical and
              e-Medical Attendant visas).
            </li>
            <li>
              You may enter through <DesignatedPorts />, including Delhi, Mumbai, Chennai, Cochin, Goa (Dabolim and Mopa), Kolkata, Bengaluru and
              Hyderabad; you may leave through any authorised immigration check post.
            </li>
            <li>Normal processing takes 3 to 5 business days; urgent processing 48 to 72 business hours.</li>
            <li>Carry a printed copy of your e-Visa and the passport you applied with.</li>
          </ul>
          <p>
            Questions? Call us any time on <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a> or{' '}
            <Link to="/contact">send us a message</Link>.
          </p>
          <p className="home-intro__disclaimer">
            <strong>Disclaimer:</strong> {PRODUCT_NAME} is a private consultancy service. It is not affiliated with the Government of India, its
            embassies or any government agency. The decision on every visa is made by the Government of India alone. The price you pay covers the
            government visa fee and our service fee for guidance, checks and support.
          </p>
        </div>
        <InfoSidebar />
      </div>
    </div>
  );
}
