import { useTranslation } from 'react-i18next';
import { Link } from '../router/router';

/** The error screen of spec part 1, section 2: "Unexpected Application Error!", what happened, the way home. */
export function ErrorPanel({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <section className="route-error" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t('errors.unexpected')}</h1>
      <p className="route-error__text">{text}</p>
      <p>
        <Link to="/">{t('errors.home')}</Link>
      </p>
    </section>
  );
}
