import { use, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { FieldError, StepDefinition } from '@evisa/forms/browser';
import { toast } from '../shell/toast';
import ApplicationIdNotice from './ApplicationIdNotice';
import type { StepFormData } from './createStepValidator';
import { loadApplication } from './loadApplication';
import { saveStep } from './saveStep';
import StepForm from './StepForm';
import { loadStepValidators } from './stepValidators';

interface WizardPageProps {
  step: StepDefinition;
}

/**
 * A step of the application at its route: a new application without an id, the saved one with `:id` (loaded,
 * then updated). After a save it goes on to the step's `next` route with the application's id.
 */
export default function WizardPage({ step }: WizardPageProps) {
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const validateFns = use(loadStepValidators(step.id));
  const [loaded, setLoaded] = useState<{ id: string; values: StepFormData }>();

  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    void loadApplication(id, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (outcome.ok) {
        setLoaded({ id, values: outcome.application });
      } else {
        toast.error(outcome.message);
        navigate('/', { replace: true });
      }
    });
    return () => controller.abort();
  }, [id, navigate]);

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

  const initialData = id === undefined ? {} : loaded?.id === id ? loaded.values : undefined;

  return (
    <section className="wizard" aria-labelledby="step-title">
      <h1 id="step-title">{step.title}</h1>
      {id !== undefined && <ApplicationIdNotice id={id} />}
      {initialData ? (
        <StepForm key={id ?? 'new'} step={step} validateFns={validateFns} initialData={initialData} onSubmit={save} />
      ) : (
        <p role="status" className="loading">
          Loading your application…
        </p>
      )}
    </section>
  );
}
