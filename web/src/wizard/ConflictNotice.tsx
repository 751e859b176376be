import { useTranslation } from 'react-i18next';
import { Trans } from '../i18n/Trans';
import { formatDateTime } from '@evisa/forms/browser';
import type { SaveConflict } from './useSaveWithConflict';

/** A save of this step made elsewhere: keep (or save) the applicant's answers, or show the others. */
export function ConflictNotice({ conflict, onResolve }: { conflict: SaveConflict; onResolve(keepMine: boolean): void }) {
  const { t, i18n } = useTranslation();
  const at = conflict.current.saved_at;
  return (
    <div className="notice notice--warning" role="alert">
      <p>
        <Trans
          i18nKey={at ? 'wizard.conflict.textAt' : 'wizard.conflict.text'}
          values={{ at: at ? formatDateTime(at, { language: i18n.language }) : '' }}
          components={{ strong: <strong /> }}
        />
      </p>
      <p className="draft-offer__actions">
        <button type="button" className="button button--primary" onClick={() => onResolve(true)}>
          {conflict.values ? t('wizard.conflict.saveMine') : t('wizard.conflict.keepMine')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onResolve(false)}>
          {t('wizard.conflict.showTheirs')}
        </button>
      </p>
    </div>
  );
}
