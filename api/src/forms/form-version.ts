import { negotiateLanguage, parseAcceptLanguage, SOURCE_LANGUAGE } from '@evisa/forms/languages';
import {
  localizeDefinition,
  translateFieldErrors,
  type Catalogue,
  createFormValidator,
  feeDecidingFields,
  fieldsReadBy,
  normalizeFormData,
  normalizePhones,
  queryForm,
  type FieldError,
  type FormDefinition,
  type FormValidator,
  type FormQuery,
  type IncompleteStep,
  type UploadField,
  isoDate,
} from '@evisa/forms';
import { RecentlyUsed } from './recently-used.js';

// Unanswered steps remembered per version: a few per step (the services, the nationalities the steps read) and day.
const UNANSWERED_STEPS_REMEMBERED = 256;

/** One version of the form with its validator compiled once: how every feature that writes reads, checks and cleans answers. */
export class FormVersion {
  readonly form: FormQuery;
  /** The answers the fee depends on (the nationality and those the fee schedule reads). */
  readonly feeDecidingFields: ReadonlySet<string>;
  private readonly validator: ReturnType<typeof createFormValidator>;
  private readonly uploads: UploadField[];
  // Fields the server writes itself (readOnly in the schema, such as user_IP): clients neither set nor clear them.
  private readonly serverOwned: Set<string>;
  // Phone numbers keep their digits only, as the browser stores them ('+44 113 496 0000' -> 441134960000).
  private readonly phones: string[];
  // The answers each step's rules and conditions read (fieldsReadBy), by step id.
  private readonly reads: Map<string, ReadonlySet<string> | 'every'>;
  // Whether some step reads an answer a later step asks for: a change is then cleaned through every step.
  private readonly readsLaterSteps: boolean;
  // Unanswered steps as checked (null: complete), by unansweredKey: one check serves every new application alike.
  private readonly unanswered = new RecentlyUsed<string, IncompleteStep | null>(UNANSWERED_STEPS_REMEMBERED);

  /** `validator`: one compiled off this thread (FormsService); without, compiled here (a migration's one-off run). */
  constructor(
    readonly definition: FormDefinition,
    validator?: FormValidator,
    /** The catalogues of the languages the version offers: field errors in the caller's language. */
    private readonly catalogues: Catalogue[] = [],
  ) {
    this.form = queryForm(definition);
    this.feeDecidingFields = feeDecidingFields(definition);
    this.validator = validator ?? createFormValidator(definition);
    this.uploads = this.form.fields.flatMap(({ name, upload, title }) => (upload ? [{ field: name, kind: upload, title }] : []));
    this.phones = this.form.fields.filter((field) => field.kind === 'phone').map((field) => field.name);
    this.serverOwned = new Set(this.form.fields.filter((field) => field.readOnly).map((field) => field.name));
    this.reads = new Map(definition.steps.map((step) => [step.id, fieldsReadBy(step.schema)]));
    this.readsLaterSteps = definition.steps.some((step, index) => {
      const reads = this.reads.get(step.id)!;
      const later = definition.steps.slice(index + 1).flatMap((next) => [...this.form.step(next.id).names]);
      return reads === 'every' || later.some((field) => reads.has(field));
    });
  }

  get version(): number {
    return this.definition.version;
  }

  get firstStep(): string {
    return this.definition.steps[0].id;
  }

  normalize(values: Record<string, unknown>): Record<string, unknown> {
    return normalizePhones(normalizeFormData(values), this.phones);
  }

  /** The steps whose fields appear in `values`, in form order. */
  stepsTouchedBy(values: Record<string, unknown>): string[] {
    const keys = Object.keys(values);
    return this.definition.steps.filter((step) => keys.some((key) => this.form.step(step.id).names.has(key))).map((step) => step.id);
  }

  /** Only the values of fields the given steps define; anything else a client sends is dropped, never stored. */
  pickFields(values: Record<string, unknown>, stepIds: string[]): Record<string, unknown> {
    const steps = stepIds.map((id) => this.form.step(id).names);
    const picked: Record<string, unknown> = {};
    for (const field in values) {
      if (Object.hasOwn(values, field) && !this.serverOwned.has(field) && steps.some((names) => names.has(field))) picked[field] = values[field];
    }
    return picked;
  }

  validate(stepIds: string[], data: Record<string, unknown>, now = new Date()): FieldError[] {
    return this.validator.validateSteps(stepIds, data, now);
  }

  /**
   * Field errors in the language an Accept-Language header prefers among the version's (English by default): the
   * same fields and rules, only the form's own messages translated (any other message stays as it is).
   */
  inLanguage(errors: readonly FieldError[], acceptLanguage: string | undefined): FieldError[] {
    const language = negotiateLanguage(parseAcceptLanguage(acceptLanguage), [
      SOURCE_LANGUAGE,
      ...this.catalogues.map((catalogue) => catalogue.language),
    ]);
    const catalogue = this.catalogues.find((candidate) => candidate.language === language);
    return catalogue ? translateFieldErrors(errors, localizeDefinition(this.definition, catalogue).messages) : [...errors];
  }

  /**
   * The definition in `language`, its texts from the version's catalogue of it (the documents an applicant reads in
   * their language); the definition itself for English or a language the version does not offer.
   */
  definitionIn(language: string | undefined): FormDefinition {
    const catalogue = this.catalogues.find((candidate) => candidate.language === language);
    return catalogue ? localizeDefinition(this.definition, catalogue) : this.definition;
  }

  /**
   * Every step of the definition (or those of `only`), checked against the whole application; the ones with errors,
   * in form order. Read the steps, never change them: a step none of whose fields is answered (every step of a new
   * application but the first) comes from `unanswered` when one was checked with the same answers read, on the same day.
   */
  incompleteSteps(data: Record<string, unknown>, now = new Date(), only?: ReadonlySet<string>): IncompleteStep[] {
    const today = isoDate(now);
    const known = new Map<string, IncompleteStep | null>();
    const toCheck = new Set<string>();
    const toRemember = new Map<string, string>();
    for (const { id } of this.definition.steps) {
      if (only && !only.has(id)) continue;
      const key = this.unansweredKey(id, data, today);
      const remembered = key === null ? undefined : this.unanswered.get(key);
      if (remembered !== undefined) known.set(id, remembered);
      else {
        toCheck.add(id);
        if (key !== null) toRemember.set(id, key);
      }
    }
    const checked = new Map(toCheck.size ? this.validator.incompleteSteps(data, now, toCheck).map((step) => [step.id, step]) : []);
    for (const [id, key] of toRemember) this.unanswered.set(key, checked.get(id) ?? null);
    return this.definition.steps.flatMap(({ id }) => known.get(id) ?? checked.get(id) ?? []);
  }

  /**
   * What a step's check depends on when none of its fields is answered: the step, the day (the date rules) and the
   * answers it reads (fieldsReadBy); null when one of its fields is answered or it reads answers not by name.
   */
  private unansweredKey(stepId: string, data: Record<string, unknown>, today: string): string | null {
    const reads = this.reads.get(stepId)!;
    if (reads === 'every') return null;
    const names = this.form.step(stepId).names;
    const read: Array<[string, unknown]> = [];
    for (const field of Object.keys(data)) {
      if (names.has(field)) return null;
      if (reads.has(field) && data[field] !== undefined) read.push([field, data[field]]);
    }
    read.sort(([a], [b]) => (a < b ? -1 : 1));
    return JSON.stringify([stepId, today, read]);
  }

  /** The steps whose rules or conditions read one of `fields`. */
  stepsReading(fields: ReadonlySet<string>): Set<string> {
    return new Set(this.definition.steps.filter((step) => this.readsAny(step.id, fields)).map((step) => step.id));
  }

  private readsAny(stepId: string, fields: ReadonlySet<string>): boolean {
    const reads = this.reads.get(stepId)!;
    if (reads === 'every') return true;
    for (const field of fields) if (reads.has(field)) return true;
    return false;
  }

  /** The application without the values of branches no longer shown (MARRIED -> SINGLE drops the spouse). */
  clean(data: Record<string, unknown>): Record<string, unknown> {
    return this.validator.cleanApplication(data);
  }

  /**
   * clean() after a save changed the answers `changed` of an application stored clean: only the steps that read a
   * changed answer are cleaned, in form order, and an answer one of them drops counts as changed for the steps
   * after it. Returns the data and every answer changed, those sent and those dropped.
   */
  cleanChanged(data: Record<string, unknown>, changed: ReadonlySet<string>): { data: Record<string, unknown>; changed: Set<string> } {
    const all = new Set(changed);
    if (this.readsLaterSteps) {
      const cleaned = this.clean(data);
      for (const field of Object.keys(data)) if (!(field in cleaned)) all.add(field);
      return { data: cleaned, changed: all };
    }
    let cleaned = data;
    for (const step of this.definition.steps) {
      if (!this.readsAny(step.id, all)) continue;
      const before = cleaned;
      cleaned = this.validator.cleanStep(step.id, cleaned);
      for (const field of Object.keys(before)) if (!(field in cleaned)) all.add(field);
    }
    return { data: cleaned, changed: all };
  }

  /** Whether `data` meets a condition (`if`) of a step schema, decided as the validators decide it. */
  isValid(schema: Record<string, unknown>, data: Record<string, unknown>): boolean {
    return this.validator.isValid(schema, data);
  }

  /** The fields whose value names an uploaded file (schema annotation `"upload": "photo" | "document"`). */
  uploadFields(): UploadField[] {
    return this.uploads;
  }
}
