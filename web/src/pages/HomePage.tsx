import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../i18n/Trans';
import { Link } from '../router/router';
import { InfoSidebar } from '../content/InfoSidebar';
import { DesignatedPorts } from '../definition/DesignatedPorts';
import { OFFICIAL_SITE, PRODUCT_NAME, SUPPORT_PHONE } from '../shell/product';

// The ways in, the first (a new application) the main one.
const WAYS_IN = [
  { to: '/Apply', words: 'home.apply' },
  { to: '/Partial-Filled', words: 'home.partial' },
  { to: '/Visa-Fee', words: 'home.pay' },
  { to: '/Track', words: 'home.track' },
] as const;

/** The home page: the banner with the three ways in (spec part 1, section 2), the sidebar and what to know. */
export function HomePage() {
  const { t } = useTranslation();
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
          <h1 id="home-title">{t('home.title')}</h1>
          <p className="hero__lead">{t('home.lead')}</p>
          <nav className="home-actions" aria-label={t('home.actionsLabel')}>
            {WAYS_IN.map(({ to, words }, index) => (
              <Link key={to} className={`button ${index === 0 ? 'button--primary' : 'button--secondary'} button--large`} to={to}>
                {t(words)}
              </Link>
            ))}
          </nav>
        </div>
      </section>

      <p className="notice notice--info home__consultancy">
        <Trans i18nKey="home.consultancy" components={{ strong: <strong />, official: <a href={OFFICIAL_SITE} rel="noopener noreferrer" /> }} />
      </p>

      <div className="content-page content-page--home">
        <div className="content-page__main prose home-intro">
          <h2 id="home-how">{t('home.howTitle')}</h2>
          <ol className="steps-list">
            {(['fill', 'pay', 'recheck'] as const).map((step) => (
              <li key={step}>
                <Trans i18nKey={`home.how.${step}`} components={{ strong: <strong /> }} />
              </li>
            ))}
          </ol>

          <h2>{t('home.weDoTitle')}</h2>
          <ul>
            {(['recheck', 'support', 'updates', 'payment'] as const).map((item) => (
              <li key={item}>{t(`home.weDo.${item}`)}</li>
            ))}
          </ul>

          <h2>{t('home.categoriesTitle')}</h2>
          <dl className="facts">
            {(['tourist', 'business', 'medical', 'conference', 'ayush'] as const).map((category) => (
              <Fragment key={category}>
                <dt>{t(`home.categories.${category}.name`)}</dt>
                <dd>{t(`home.categories.${category}.text`)}</dd>
              </Fragment>
            ))}
          </dl>

          <h2>{t('home.goodToKnowTitle')}</h2>
          <ul>
            <li>{t('home.goodToKnow.countries')}</li>
            <li>{t('home.goodToKnow.secondEntry')}</li>
            <li>
              <Trans i18nKey="home.goodToKnow.ports" components={{ ports: <DesignatedPorts /> }} />
            </li>
            <li>{t('home.goodToKnow.processing')}</li>
            <li>{t('home.goodToKnow.carry')}</li>
          </ul>
          <p>
            <Trans
              i18nKey="home.questions"
              values={{ phone: SUPPORT_PHONE }}
              components={{ phone: <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`} />, contact: <Link to="/contact" /> }}
            />
          </p>
          <p className="home-intro__disclaimer">
            <Trans i18nKey="home.disclaimer" values={{ business: PRODUCT_NAME }} components={{ strong: <strong /> }} />
          </p>
        </div>
        <InfoSidebar />
      </div>
    </div>
  );
}
