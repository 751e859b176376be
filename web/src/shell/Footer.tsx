import { useTranslation } from 'react-i18next';
import { Trans } from '../i18n/Trans';
import { COPYRIGHT_YEAR, OFFICIAL_SITE, PRODUCT_NAME } from './product';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <p className="site-footer__disclaimer">
        <Trans
          i18nKey="footer.disclaimer"
          values={{ business: PRODUCT_NAME }}
          components={{ official: <a href={OFFICIAL_SITE} rel="noopener noreferrer" /> }}
        />
      </p>
      <p className="site-footer__credits">
        {/* The attribution's own words stay as DB-IP's licence gives them. */}
        <Trans i18nKey="footer.geolocation" components={{ dbip: <a href="https://db-ip.com" rel="noopener noreferrer" /> }} />
      </p>
      <p className="site-footer__copyright">{t('footer.copyright', { year: COPYRIGHT_YEAR, business: PRODUCT_NAME })}</p>
    </footer>
  );
}
