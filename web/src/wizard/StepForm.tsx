import { useEffect, useMemo, useRef, useState } from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { deepEquals, type Experimental_DefaultFormStateBehavior, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { normalizeFormData, type FieldError, type StepDefinition } from '@evisa/forms/browser';
import { ShownErrorsContext, templates, widgets, type ShownErrors } from '../widgets';
import { conditionalDependents, fieldsToReset } from './conditionalDependents';
import { createStepValidator, type StepFormData } from './createStepValidator';
import { fieldId } from './fieldErrors';

const DEFAULT_FORM_STATE: Experimental_DefaultFormStateBehavior = {
  // The `const`s of the schema's conditions are tests, not answers, and no empty objects or arrays are invented.
  constAsDefaults: 'never',
  emptyObjectFields: 'skipEmptyDefaults',
  arrayMinItems: { populate: 'requiredOnly' },
  // A required yes/no question must be answered, not pre-set to "no".
  requiredBooleanDefault: 'skip',
};

interface StepFormProps {
  step: StepDefinition;
  validateFns: ValidatorFunctions;
  initialData: StepFormData;
  /** Saves the normalised values; resolves with the server's field errors when it refused them. */
  onSubmit(values: StepFormData): Promise<readonly FieldError[]>;
}

/**
 * One step of the application, rendered by RJSF from the definition and validated by the shared rules. The
 * errors of every field are known from the start; a field's messages show once it was left (touched) or the step
 * submitted, as the spec asks, together with what the server refused on the last save.
 */
export default function StepForm({ step, validateFns, initialData, onSubmit }: StepFormProps) {
  const validator = useMemo(() => createStepValidator(step, validateFns), [step, validateFns]);
  const dependents = useMemo(() => conditionalDependents(step.schema), [step.schema]);
  const triggerById = useMemo(
    () => new Map([...dependents.keys()].map((field) => [fieldId(field), field])),
    [dependents],
  );

  const [formData, setFormData] = useState<StepFormData>(initialData);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false); // guards against a second submit (Enter key) before the re-render
  const [focusRequest, setFocusRequest] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);

  const errorsById = useMemo(() => {
    const byId = new Map<string, string[]>();
    for (const { field, message } of [...validator.fieldErrors(formData), ...serverErrors]) {
      const id = fieldId(field);
      const messages = byId.get(id) ?? [];
      if (!messages.includes(message)) byId.set(id, [...messages, message]);
    }
    return byId;
  }, [validator, formData, serverErrors]);
  const shownErrors = useMemo<ShownErrors>(
    () => (id) => (submitted || touched.has(id) ? (errorsById.get(id) ?? []) : []),
    [errorsById, submitted, touched],
  );

  // After a refused submit, focus the first field marked invalid, in page order, so its message is read out.
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('input, select, textarea') ? invalid : invalid?.querySelector('input');
    target?.focus();
  }, [focusRequest]);

  const showAllErrors = () => {
    setSubmitted(true);
    setFocusRequest((count) => count + 1);
  };

  const handleChange = (event: IChangeEvent<StepFormData>, id?: string) => {
    let next = event.formData ?? {};
    const trigger = id === undefined ? undefined : triggerById.get(id);
    if (trigger !== undefined && !deepEquals(formData[trigger], next[trigger])) {
      const reset = fieldsToReset(dependents, trigger);
      next = Object.fromEntries(Object.entries(next).filter(([field]) => !reset.includes(field)));
      const resetIds = new Set(reset.map(fieldId));
      setTouched((previous) => new Set([...previous].filter((touchedId) => !resetIds.has(touchedId))));
    }
    setFormData(next);
    if (id !== undefined && serverErrors.some((error) => fieldId(error.field) === id)) {
      setServerErrors((previous) => previous.filter((error) => fieldId(error.field) !== id));
    }
  };

  const handleBlur = (id: string) => {
    setTouched((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
  };

  // RJSF validates a submit with the same rules and calls this instead of onSubmit when they fail.
  const handleError = () => showAllErrors();

  const handleSubmit = async ({ formData: values }: IChangeEvent<StepFormData>) => {
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    try {
      const refused = await onSubmit(normalizeFormData(values ?? {}));
      if (refused.length) {
        setServerErrors(refused);
        showAllErrors();
      }
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  return (
    <div ref={containerRef} className="step-form">
      <ShownErrorsContext value={shownErrors}>
        <Form<StepFormData>
          schema={step.schema as RJSFSchema}
          uiSchema={step.uiSchema as UiSchema<StepFormData>}
          validator={validator}
          formData={formData}
          templates={templates}
          widgets={widgets}
          experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
          omitExtraData
          liveOmit="onChange"
          showErrorList={false}
          noHtml5Validate
          onChange={handleChange}
          onBlur={handleBlur}
          onError={handleError}
          onSubmit={handleSubmit}
        >
          {submitted && errorsById.size > 0 && (
            <p role="alert" className="form-alert">
              Please correct the fields marked in red. Each one says what is needed.
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
              {saving ? 'Saving…' : step.submitLabel}
            </button>
          </div>
        </Form>
      </ShownErrorsContext>
    </div>
  );
}
