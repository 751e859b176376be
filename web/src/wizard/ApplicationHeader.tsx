import { useTranslation } from 'react-i18next';
import { StepHeader } from '@evisa/form-ui';
import type { FormDefinition } from '@evisa/forms/browser';
import type { SavedApplication } from '../api/applications';
import { ApplicationIdNotice } from './ApplicationIdNotice';

interface ApplicationHeaderProps {
  application: SavedApplication;
  definition: FormDefinition;
  stepId: string;
  /** Paid: the id is kept to track the application (ApplicationIdNotice). */
  paid: boolean;
}

/**
 * The temporary id and the earlier answers the step is about (the step's header, as the console shows it). The
 * answers fold away (closed at first) so that on a phone the step's first question shows when the step opens.
 */
export function ApplicationHeader({ application, definition, stepId, paid }: ApplicationHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className="application-header">
      <ApplicationIdNotice id={application.sku_id} compact paid={paid} />
      <details className="application-header__answers">
        <summary>{t('wizard.answersSoFar')}</summary>
        <StepHeader definition={definition} stepId={stepId} answers={application} />
      </details>
    </div>
  );
}
