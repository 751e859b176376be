import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { deepEquals, type Experimental_DefaultFormStateBehavior, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { queryStep, translateFieldErrors, type FieldError, type StepDefinition } from '@evisa/forms/browser';
import { templates, widgets } from './registry';
import { ShownErrorsContext, type ShownErrors } from './shownErrors';
import type { StepFormContext } from './stepFormContext';
import { conditionalDependents, fieldsToReset } from './conditionalDependents';
import { createStepValidator, type StepFormData } from './createStepValidator';
import { fieldId } from './fieldErrors';
import { stepValues } from './stepValues';
import type { Uploader } from './uploads';
import type { rjsfTranslator } from './rjsfStrings';

const DEFAULT_FORM_STATE: Experimental_DefaultFormStateBehavior = {
  // The `const`s of the schema's conditions are tests, not answers, and no empty objects or arrays are invented.
  constAsDefaults: 'never',
  emptyObjectFields: 'skipEmptyDefaults',
  arrayMinItems: { populate: 'requiredOnly' },
  // A required yes/no question must be answered, not pre-set to "no".
  requiredBooleanDefault: 'skip',
};

export interface StepFormProps {
  /** The step of the definition (a bundled step: schema, uiSchema, title, submitLabel). */
  step: StepDefinition;
  /** The step's precompiled validators (the default export of its validator module, see loadValidators). */
  validators: ValidatorFunctions;
  /**
   * The answers to start from: the whole application as saved (empty for a new one), since a step's conditions
   * may read other steps' answers. The form keeps its own copy from then on; give it a new `key` to start over.
   */
  formData?: StepFormData;
  /** Every change of the answers (the whole data, as the form holds it). */
  onChange?(formData: StepFormData): void;
  /**
   * Saves the step's cleaned values (its own fields, hidden branches emptied); resolves with the server's field
   * errors when it refused them. Without it a valid submit does nothing more (a preview).
   */
  onSubmit?(values: StepFormData): Promise<readonly FieldError[]>;
  /** Called when a submit is refused by the rules in the browser. */
  onInvalid?(): void;
  /** Every field read-only and no submit button (a paid application). */
  readOnly?: boolean;
  /** Where files are uploaded; the API's upload call by default. */
  uploader?: Uploader;
  /** RJSF's own strings in the reader's language (rjsfTranslator); RJSF's English by default. */
  translateString?: ReturnType<typeof rjsfTranslator>;
}

const EMPTY: StepFormData = {};

const DECLARATION_ERROR_ID = 'declaration__error';

/**
 * One step of the application, rendered by RJSF from the definition and validated by the shared rules. The
 * errors of every field are known from the start; a field's messages show once it was left (touched) or the step
 * submitted, as the spec asks, together with what the server refused on the last save.
 */
export function StepForm(props: StepFormProps) {
  const { step, validators, formData: initialData = EMPTY, onChange, onSubmit, onInvalid, readOnly, uploader, translateString } = props;
  const validator = useMemo(() => createStepValidator(step, validators), [step, validators]);
  const dependents = useMemo(() => conditionalDependents(step), [step]);
  const triggerById = useMemo(() => new Map([...dependents.keys()].map((field) => [fieldId(field), field])), [dependents]);
  const { options } = queryStep(step);

  const [formData, setFormData] = useState<StepFormData>(initialData);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<readonly FieldError[]>([]);
  const [saving, setSaving] = useState(false);
  const [sameAddress, setSameAddress] = useState(false);
  const [declared, setDeclared] = useState(true);
  const savingRef = useRef(false); // guards against a second submit (Enter key) before the re-render
  const [focusRequest, setFocusRequest] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);

  // The rules run on a deferred copy of the answers: a keystroke in the largest step repaints its field at once
  // and the messages follow when the browser is idle.
  const checkedData = useDeferredValue(formData);
  const errorsById = useMemo(() => {
    const byId = new Map<string, string[]>();
    // The server's messages too, in the step's language when it answered in English.
    for (const { field, message } of [...validator.fieldErrors(checkedData), ...translateFieldErrors(serverErrors, step.messages)]) {
      const id = fieldId(field);
      const messages = byId.get(id) ?? [];
      if (!messages.includes(message)) byId.set(id, [...messages, message]);
    }
    return byId;
  }, [validator, checkedData, serverErrors, step.messages]);
  const shownErrors = useMemo<ShownErrors>(
    () => (id) => (submitted || touched.has(id) ? (errorsById.get(id) ?? []) : []),
    [errorsById, submitted, touched],
  );

  // The host hears of every change, the 'Same address' copy included; not of the answers it gave itself.
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (formData !== initialData) onChangeRef.current?.(formData);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answers the form started from are fixed
  }, [formData]);

  // After a refused submit, focus the first field marked invalid, in page order, so its message is read out.
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('input, select, textarea') ? invalid : invalid?.querySelector('input');
    target?.focus();
  }, [focusRequest]);

  const formContext = useMemo<StepFormContext>(() => {
    const copy = options.sameAddress;
    if (!copy) return { step: queryStep(step), uploader };
    return {
      step: queryStep(step),
      uploader,
      sameAddress: {
        label: copy.label,
        before: copy.before,
        checked: sameAddress,
        onToggle(checked) {
          setSameAddress(checked);
          if (!checked) return;
          // Copied once: later changes to the present address are not carried over.
          setFormData((previous) => {
            const next = { ...previous };
            for (const [target, source] of Object.entries(copy.copy)) {
              if (previous[source] !== undefined) next[target] = previous[source];
            }
            return next;
          });
          const copiedIds = Object.keys(copy.copy).map(fieldId);
          setTouched((previous) => new Set([...previous, ...copiedIds]));
          setServerErrors((previous) => previous.filter((error) => !(error.field in copy.copy)));
        },
      },
    };
  }, [step, uploader, options.sameAddress, sameAddress]);

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
  const handleError = () => {
    showAllErrors();
    onInvalid?.();
  };

  const handleSubmit = async ({ formData: values }: IChangeEvent<StepFormData>) => {
    if (savingRef.current || readOnly) return;
    if (options.declaration && !declared) {
      setSubmitted(true);
      document.getElementById('declaration')?.focus();
      onInvalid?.();
      return;
    }
    savingRef.current = true;
    setSaving(true);
    try {
      const refused = (await onSubmit?.(stepValues(step, validator, values ?? {}))) ?? [];
      if (refused.length) {
        setServerErrors(refused);
        showAllErrors();
      }
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const declarationText = options.declaration?.replace(/\{(\w+)\}/g, (_match, field: string) =>
    typeof formData[field] === 'string' ? String(formData[field]) : '',
  );
  const declarationMissing = submitted && Boolean(options.declaration) && !declared;

  return (
    <div ref={containerRef} className="step-form">
      <ShownErrorsContext value={shownErrors}>
        <Form<StepFormData>
          schema={step.schema as RJSFSchema}
          uiSchema={step.uiSchema as UiSchema<StepFormData>}
          validator={validator}
          formData={formData}
          formContext={formContext}
          templates={templates}
          widgets={widgets}
          experimental_defaultFormStateBehavior={DEFAULT_FORM_STATE}
          readonly={readOnly}
          showErrorList={false}
          translateString={translateString}
          noHtml5Validate
          onChange={handleChange}
          onBlur={handleBlur}
          onError={handleError}
          onSubmit={handleSubmit}
        >
          {declarationText && (
            <div className={declarationMissing ? 'field field--invalid' : 'field'}>
              <label className="choice choice--checkbox declaration" htmlFor="declaration">
                <input
                  type="checkbox"
                  id="declaration"
                  checked={declared}
                  disabled={readOnly}
                  aria-invalid={declarationMissing || undefined}
                  aria-describedby={declarationMissing ? DECLARATION_ERROR_ID : undefined}
                  onChange={(event) => setDeclared(event.target.checked)}
                />
                <span>{declarationText}</span>
              </label>
              {declarationMissing && (
                <ul id={DECLARATION_ERROR_ID} className="field__errors">
                  <li>Please tick the declaration to continue.</li>
                </ul>
              )}
            </div>
          )}
          {submitted && (errorsById.size > 0 || declarationMissing) && (
            <p role="alert" className="form-alert">
              Please correct the fields marked in red. Each one says what is needed.
            </p>
          )}
          {!readOnly && (
            <div className="form-actions">
              <button type="submit" className="button button--primary" disabled={saving} aria-busy={saving}>
                {saving ? 'Saving…' : step.submitLabel}
              </button>
            </div>
          )}
        </Form>
      </ShownErrorsContext>
    </div>
  );
}
