import { use } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { indiaEvisa, type FieldError, type StepDefinition } from '@evisa/forms/browser';
import { StepForm, type StepFormData } from '@evisa/form-ui';
import { toast } from '../shell/toast';
import ApplicationHeader from './ApplicationHeader';
import { saveStep } from './saveStep';
import StepProgress from './StepProgress';
import { useSavedApplication } from './useSavedApplication';
import { loadStepValidators } from './stepValidators';

interface WizardPageProps {
  step: StepDefinition;
}

export const INVALID_STEP_MESSAGE = 'Please fix the validation errors before proceeding.';

/**
 * A step of the application at its route: a new application without an id, the saved one with `:id` (loaded,
 * then updated). After a save it goes on to the step's `next` route with the application's id. A paid
 * application is shown read-only.
 */
export default function WizardPage({ step }: WizardPageProps) {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const validateFns = use(loadStepValidators(step.id));
  const application = useSavedApplication(id);

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
  const initialData = id === undefined ? {} : application;

  return (
    <section className="wizard" aria-labelledby="step-title">
      {step.title !== indiaEvisa.title && <p className="wizard__form-title">{indiaEvisa.title}</p>}
      <h1 id="step-title">{step.title}</h1>
      <StepProgress definition={indiaEvisa} current={step.route} id={id} />
      {application && <ApplicationHeader application={application} definition={indiaEvisa} stepId={step.id} />}
      {paid && (
        <p className="notice notice--success" role="status">
          This application has been paid and can no longer be changed. You can still read your answers here or see
          the <Link to={`/Preview/${encodeURIComponent(application.sku_id)}`}>summary of your application</Link>.
        </p>
      )}
      {initialData ? (
        <StepForm
          key={id ?? 'new'}
          step={step}
          validators={validateFns}
          formData={initialData}
          readOnly={paid}
          onSubmit={save}
          onInvalid={() => toast.error(INVALID_STEP_MESSAGE, { toastId: 'invalid-step' })}
        />
      ) : (
        <p role="status" className="loading">
          Loading your application…
        </p>
      )}
    </section>
  );
}
