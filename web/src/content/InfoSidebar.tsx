import { useTranslation } from 'react-i18next';
import { Trans } from '../i18n/Trans';
import { Link } from '../router/router';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../shell/product';
import { ImportantInstructions } from './ImportantInstructions';
import { openLiveHelp } from '../live-help/openLiveHelp';

/** Each label is a key of `sidebar.links.*` in the site's texts. */
const LINKS = [
  { to: '/Apply', label: 'apply' },
  { to: '/Partial-Filled', label: 'partial' },
  { to: '/Visa-Fee', label: 'pay' },
  { to: '/Visa-Fee-Details', label: 'fees' },
  { to: '/termCondition', label: 'documents' },
  { to: '/Instruction', label: 'instructions' },
  { to: '/Faq', label: 'faq' },
  { to: '/contact', label: 'contact' },
] as const;

// Brand names, the same in every language; the last is said in words.
const PAYMENT_METHODS = ['PayPal', 'Visa', 'Mastercard', 'American Express'];

/** The left column of the home and content pages: instructions, links, payment methods and help. */
export function InfoSidebar() {
  const { t } = useTranslation();
  return (
    <aside className="sidebar" aria-label={t('sidebar.label')}>
      <ImportantInstructions />
      <nav className="sidebar__links" aria-labelledby="sidebar-links-title">
        <h2 id="sidebar-links-title" className="sidebar__title">
          {t('sidebar.linksTitle')}
        </h2>
        <ul>
          {LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>{t(`sidebar.links.${label}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="sidebar-pay-title">
        <h2 id="sidebar-pay-title" className="sidebar__title">
          {t('sidebar.payTitle')}
        </h2>
        <ul className="badges">
          {PAYMENT_METHODS.map((method) => (
            <li key={method} className="badge">
              {method}
            </li>
          ))}
          <li className="badge">{t('sidebar.bankTransfer')}</li>
        </ul>
      </section>
      <section className="sidebar__help" aria-labelledby="sidebar-help-title">
        <h2 id="sidebar-help-title" className="sidebar__title">
          {t('sidebar.helpTitle')}
        </h2>
        <p>
          <Trans
            i18nKey="sidebar.helpText"
            values={{ phone: SUPPORT_PHONE, email: SUPPORT_EMAIL }}
            components={{ phone: <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} />, email: <a href={`mailto:${SUPPORT_EMAIL}`} /> }}
          />
        </p>
        <button type="button" className="button button--secondary" onClick={openLiveHelp}>
          {t('sidebar.chat')}
        </button>
      </section>
    </aside>
  );
}
