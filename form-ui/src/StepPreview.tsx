import { useEffect, useState } from 'react';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { StepDefinition } from '@evisa/forms/browser';
import { StepForm } from './StepForm';
import type { StepFormData } from './createStepValidator';
import { pageUploader, type Uploader } from './uploads';
import { loadValidators } from './validators';

interface StepPreviewProps {
  /** A step of a built definition (a draft's, in the console's editor). */
  step: StepDefinition;
  /** The URL of that same build's validator module for the step (validatorsUrl.ofBuild(formId, hash, stepId)). */
  validatorsUrl: string;
  /** Answers to start from; the preview keeps its own from then on. */
  formData?: StepFormData;
  onChange?(formData: StepFormData): void;
  /** Where preview uploads go: kept in the page by default, so trying the form stores nothing on the server. */
  uploader?: Uploader;
}

type State = { state: 'loading' } | { state: 'ready'; validators: ValidatorFunctions } | { state: 'failed'; message: string };

/**
 * A step exactly as applicants will see it, for a form editor's live preview: the same StepForm, the same rules
 * (the build's validator module), the conditional branches reachable by answering. Submitting shows the
 * messages and saves nothing.
 */
export function StepPreview({ step, validatorsUrl, formData, onChange, uploader }: StepPreviewProps) {
  const [loaded, setLoaded] = useState<{ url: string; result: State }>();
  const [attempt, setAttempt] = useState(0);
  const [ownUploader] = useState(pageUploader);

  useEffect(() => {
    let current = true;
    loadValidators(validatorsUrl).then(
      (validators) => current && setLoaded({ url: validatorsUrl, result: { state: 'ready', validators } }),
      (error: unknown) =>
        current && setLoaded({ url: validatorsUrl, result: { state: 'failed', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [validatorsUrl, attempt]);

  const result: State = loaded?.url === validatorsUrl ? loaded.result : { state: 'loading' };
  if (result.state === 'loading') {
    return (
      <p role="status" className="loading">
        Loading the step's rules…
      </p>
    );
  }
  if (result.state === 'failed') {
    return (
      <div role="alert" className="form-alert">
        <p>The step's rules could not be loaded ({result.message}).</p>
        <button type="button" className="button button--secondary" onClick={() => setAttempt((count) => count + 1)}>
          Try again
        </button>
      </div>
    );
  }
  return <StepForm step={step} validators={result.validators} formData={formData} onChange={onChange} uploader={uploader ?? ownUploader} />;
}
