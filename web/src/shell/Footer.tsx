import { COPYRIGHT_YEAR, OFFICIAL_SITE, PRODUCT_NAME } from './product';

export function Footer() {
  return (
    <footer className="site-footer">
      <p className="site-footer__disclaimer">
        {PRODUCT_NAME} is a private consultancy that helps travellers prepare and submit their Indian e-Visa application for a service fee. We are not
        the Government of India, an embassy or a government agency. You can also apply without our guidance on the{' '}
        <a href={OFFICIAL_SITE} rel="noopener noreferrer">
          official Government of India e-Visa website
        </a>
        .
      </p>
      <p className="site-footer__credits">
        The country and city of your connection are found with{' '}
        <a href="https://db-ip.com" rel="noopener noreferrer">
          IP Geolocation by DB-IP
        </a>
        .
      </p>
      <p className="site-footer__copyright">
        © {COPYRIGHT_YEAR} {PRODUCT_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
