import { useTranslation } from 'react-i18next';
import { Trans } from '../i18n/Trans';

/** The second bar under the header: who we are, in one line, on every page. */
export function InfoBar() {
  const { t } = useTranslation();
  return (
    <div className="info-bar">
      <p>
        <Trans i18nKey="infoBar.who" components={{ strong: <strong /> }} />
      </p>
      <p className="info-bar__support">{t('infoBar.support')}</p>
    </div>
  );
}
