import { Injectable } from '@nestjs/common';
import {
  createFormValidator,
  indiaEvisa,
  normalizeFormData,
  queryForm,
  type FieldError,
  type FormDefinition,
  type IncompleteStep,
  type UploadField,
} from '@evisa/forms';

/** The published form definition and the validator compiled from it, shared by every feature that writes. */
@Injectable()
export class FormsService {
  readonly definition: FormDefinition = indiaEvisa;
  private readonly validator = createFormValidator(this.definition);
  private readonly form = queryForm(this.definition);
  private readonly uploads: UploadField[] = this.form.fields.flatMap(({ name, upload, title }) => (upload ? [{ field: name, kind: upload, title }] : []));
  // Fields the server writes itself (readOnly in the schema, such as user_IP): clients neither set nor clear them.
  private readonly serverOwned = new Set(this.form.fields.filter((field) => field.readOnly).map((field) => field.name));

  get version(): number {
    return this.definition.version;
  }

  normalize(values: Record<string, unknown>): Record<string, unknown> {
    return normalizeFormData(values);
  }

  /** The steps whose fields appear in `values`, in form order. */
  stepsTouchedBy(values: Record<string, unknown>): string[] {
    const keys = Object.keys(values);
    return this.definition.steps
      .filter((step) => keys.some((key) => this.form.step(step.id).names.has(key)))
      .map((step) => step.id);
  }

  /** Only the values of fields the given steps define; anything else a client sends is dropped, never stored. */
  pickFields(values: Record<string, unknown>, stepIds: string[]): Record<string, unknown> {
    const allowed = new Set(stepIds.flatMap((id) => [...this.form.step(id).names]));
    return Object.fromEntries(Object.entries(values).filter(([key]) => allowed.has(key) && !this.serverOwned.has(key)));
  }

  validate(stepIds: string[], data: Record<string, unknown>, now = new Date()): FieldError[] {
    return stepIds.flatMap((stepId) => this.validator.validateStep(stepId, data, now));
  }

  /** Every step of the definition, checked against the whole application; the ones with errors, in form order. */
  incompleteSteps(data: Record<string, unknown>, now = new Date()): IncompleteStep[] {
    return this.validator.incompleteSteps(data, now);
  }

  /** The application without the values of branches no longer shown (MARRIED -> SINGLE drops the spouse). */
  clean(data: Record<string, unknown>): Record<string, unknown> {
    return this.validator.cleanApplication(data);
  }

  /** The fields whose value names an uploaded file (schema annotation `"upload": "photo" | "document"`). */
  uploadFields(): UploadField[] {
    return this.uploads;
  }
}
