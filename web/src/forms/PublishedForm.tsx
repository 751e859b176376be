import { useState } from 'react';
import type { FieldError, FormDefinition } from '@evisa/forms/browser';
import { loadValidators, StepForm, validatorsUrl, type StepFormData } from '@evisa/form-ui';
import { LoadProblem } from '../definition/LoadProblem';
import { useLoaded } from '../definition/useLoaded';
import { translateRjsfString } from '../i18n/rjsfStrings';

interface PublishedFormProps {
  /** A published version of a form other than the application (GET /api/forms/{id}). */
  definition: FormDefinition;
  /** What it is, for a load problem: "the contact form". */
  what: string;
  /**
   * Sends the answers of every step: resolves with the server's field errors when it refused them, or with `sent`
   * (a fresh, empty form follows).
   */
  send(values: StepFormData): Promise<readonly FieldError[] | 'sent'>;
}

/**
 * A form other than the application, as its published version defines it: each step rendered by @evisa/form-ui's
 * StepForm, checked by the step's precompiled validator module as the API checks it, and the answers of every step
 * sent once, after the last. Nothing is saved on the way: these forms are short messages, not applications.
 */
export function PublishedForm({ definition, what, send }: PublishedFormProps) {
  const { id, version, steps } = definition;
  const validators = useLoaded(['validators', id, version], () =>
    Promise.all(steps.map((step) => loadValidators(validatorsUrl.ofVersion(id, version, step.id)))),
  );
  const [answers, setAnswers] = useState<StepFormData>({});
  const [at, setAt] = useState(0);
  // A new form (empty, untouched) for every message sent.
  const [sent, setSent] = useState(0);

  if (validators.state === 'loading') return <p className="loading">Loading the form…</p>;
  if (validators.state === 'failed') return <LoadProblem what={what} retry={validators.retry} />;

  const submit = async (values: StepFormData): Promise<readonly FieldError[]> => {
    const all = { ...answers, ...values };
    if (at < steps.length - 1) {
      setAnswers(all);
      setAt(at + 1);
      return [];
    }
    const outcome = await send(all);
    if (outcome !== 'sent') return outcome;
    setAnswers({});
    setAt(0);
    setSent((count) => count + 1);
    return [];
  };

  return (
    <StepForm
      key={`${sent}:${at}`}
      step={steps[at]!}
      validators={validators.value[at]!}
      formData={answers}
      onSubmit={submit}
      translateString={translateRjsfString}
    />
  );
}
