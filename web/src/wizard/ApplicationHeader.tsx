import { StepHeader } from '@evisa/form-ui';
import type { FormDefinition } from '@evisa/forms/browser';
import type { ApplicationRecord } from '../api/applications';
import ApplicationIdNotice from './ApplicationIdNotice';

interface ApplicationHeaderProps {
  application: ApplicationRecord;
  definition: FormDefinition;
  stepId: string;
}

/** The temporary id, prominent, and the earlier answers the step is about (the step's header, as the console shows it). */
export default function ApplicationHeader({ application, definition, stepId }: ApplicationHeaderProps) {
  return (
    <div className="application-header">
      <ApplicationIdNotice id={application.sku_id} />
      <StepHeader definition={definition} stepId={stepId} answers={application} />
    </div>
  );
}
