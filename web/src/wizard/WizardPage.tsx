import { Link, useNavigate } from 'react-router';
import { loadValidators, StepForm, validatorsUrl, type StepFormData } from '@evisa/form-ui';
import type { FieldError, FormDefinition, StepDefinition } from '@evisa/forms/browser';
import type { ApplicationRecord } from '../api/applications';
import { FORM_ID } from '../definition/definitions';
import LoadProblem from '../definition/LoadProblem';
import { useLoaded } from '../definition/useLoaded';
import { toast } from '../shell/toast';
import ApplicationHeader from './ApplicationHeader';
import { saveStep } from './saveStep';
import StepProgress from './StepProgress';

interface WizardPageProps {
  /** The definition the application is filled in with (the published one, or the application's own version). */
  definition: FormDefinition;
  step: StepDefinition;
  /** The saved application being edited; none for a new one. */
  id?: string;
  application?: ApplicationRecord;
}

export const INVALID_STEP_MESSAGE = 'Please fix the validation errors before proceeding.';

/**
 * A step of the application at its route: a new application without an id, the saved one with `:id` (then
 * updated). The step's rules are its validator module from the API, for the definition's version. After a save it
 * goes on to the step's `next` route with the application's id. A paid application is shown read-only.
 */
export default function WizardPage({ definition, step, id, application }: WizardPageProps) {
  const navigate = useNavigate();
  const url = validatorsUrl.ofVersion(FORM_ID, definition.version, step.id);
  const validators = useLoaded(url, () => loadValidators(url));

  const save = async (values: StepFormData): Promise<readonly FieldError[]> => {
    const outcome = await saveStep(id, values);
    if (!outcome.ok) {
      toast.error(outcome.message);
      return outcome.fieldErrors;
    }
    toast.success(outcome.message);
    navigate(`${step.next}/${encodeURIComponent(outcome.skuId)}`);
    return [];
  };

  const paid = application?.payment_status === 'COMPLETED';

  return (
    <section className="wizard" aria-labelledby="step-title">
      {step.title !== definition.title && <p className="wizard__form-title">{definition.title}</p>}
      <h1 id="step-title">{step.title}</h1>
      <StepProgress definition={definition} current={step.route} id={id} />
      {application && <ApplicationHeader application={application} definition={definition} stepId={step.id} />}
      {paid && (
        <p className="notice notice--success" role="status">
          This application has been paid and can no longer be changed. You can still read your answers here or see
          the <Link to={`/Preview/${encodeURIComponent(application.sku_id)}`}>summary of your application</Link>.
        </p>
      )}
      {validators.state === 'ready' ? (
        <StepForm
          key={id ?? 'new'}
          step={step}
          validators={validators.value}
          formData={application ?? {}}
          readOnly={paid}
          onSubmit={save}
          onInvalid={() => toast.error(INVALID_STEP_MESSAGE, { toastId: 'invalid-step' })}
        />
      ) : validators.state === 'failed' ? (
        <LoadProblem what="this step of the form" retry={validators.retry} />
      ) : (
        <p role="status" className="loading">
          Loading the form…
        </p>
      )}
    </section>
  );
}
