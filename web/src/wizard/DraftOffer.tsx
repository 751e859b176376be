import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@evisa/forms/browser';
import type { StepDraft } from './stepDraft';

/** The offer of answers kept on this device from an earlier visit: restore them, or discard them. */
export function DraftOffer({ draft, onAnswer }: { draft: StepDraft; onAnswer(restore: boolean): void }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="notice notice--info draft-offer" role="region" aria-label={t('wizard.draft.label')}>
      <p>{t('wizard.draft.text', { at: formatDateTime(draft.at, { language: i18n.language }) })}</p>
      <p className="draft-offer__actions">
        <button type="button" className="button button--primary" onClick={() => onAnswer(true)}>
          {t('wizard.draft.restore')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onAnswer(false)}>
          {t('wizard.draft.discard')}
        </button>
      </p>
    </div>
  );
}
