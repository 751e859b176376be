import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trans } from '../i18n/Trans';
import { Link } from '../router/router';
import { ApplicationId } from '../shell/ApplicationId';

/**
 * The temporary application id, shown large with the advice to keep it (spec part 1, section 1), grouped for
 * reading (ApplicationId) and with a copy button. `compact` on the steps. Once the application is `paid` there is
 * nothing left to fill in: the id is no longer temporary, and it is kept to track the application.
 */
export function ApplicationIdNotice({ id, compact, paid }: { id: string; compact?: boolean; paid?: boolean }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const copy = () => {
    // No clipboard outside a secure context (an http address other than localhost): say so rather than fail.
    if (!navigator.clipboard) return setCopied('failed');
    navigator.clipboard.writeText(id).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <aside className={compact ? 'id-notice id-notice--compact' : 'id-notice'} aria-labelledby="application-id-label">
      <p id="application-id-label" className="id-notice__label">
        {t(paid ? 'idNotice.paidLabel' : 'idNotice.label')}
      </p>
      <p className="id-notice__row">
        <ApplicationId id={id} className="id-notice__id" />
        <button type="button" className="button button--secondary id-notice__copy" onClick={copy}>
          {t('idNotice.copy')}
        </button>
        <span role="status" className="id-notice__copied">
          {copied === 'yes' ? t('idNotice.copied') : copied === 'failed' ? t('idNotice.copyFailed') : ''}
        </span>
      </p>
      <p className="id-notice__advice">
        {paid ? (
          <Trans i18nKey="idNotice.paidAdvice" components={{ tracking: <Link to={`/Track/${encodeURIComponent(id)}`} /> }} />
        ) : (
          <Trans i18nKey="idNotice.advice" components={{ partial: <Link to="/Partial-Filled" /> }} />
        )}
      </p>
    </aside>
  );
}
