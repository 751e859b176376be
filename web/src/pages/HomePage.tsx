import { Link } from 'react-router';
import { OFFICIAL_SITE, PRODUCT_NAME } from '../shell/product';

/** The home page: the three ways in (spec part 1, section 2) and who we are. */
export default function HomePage() {
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">Apply for your Indian e-Visa, with guidance at every step</h1>
        <p className="hero__lead">
          Fill in the application online, save as you go and let our team recheck it before it is submitted.
        </p>
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
        </nav>
      </section>

      <section className="home-intro" aria-labelledby="home-how">
        <h2 id="home-how">How it works</h2>
        <ol className="steps-list">
          <li>
            <strong>Fill in the form.</strong> Each step is saved and gives you a temporary application ID. Note it
            down: with it you can complete a partly filled form later.
          </li>
          <li>
            <strong>Pay the fee.</strong> It depends on your nationality and visa type; urgent processing costs
            more.
          </li>
          <li>
            <strong>We recheck and submit.</strong> The result is sent by e-mail to the address in your form. Carry
            a printed copy of your e-Visa and your valid passport when you travel.
          </li>
        </ol>
        <p>
          We help with e-Tourist, e-Business, e-Conference, e-Medical, e-Medical Attendant and e-Ayush visas, with
          support by phone and e-mail around the clock.
        </p>
        <p className="home-intro__disclaimer">
          {PRODUCT_NAME} is a private consultancy service, not the Government of India. You may also apply without
          guidance on the <a href={OFFICIAL_SITE}>official e-Visa website</a>.
        </p>
      </section>
    </div>
  );
}
