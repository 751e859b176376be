import { BadRequestException, ConflictException, GoneException, Injectable, NotFoundException, PreconditionFailedException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { reviewStageOf, type FieldError, type IncompleteStep } from '@evisa/forms';
import { SOURCE_LANGUAGE, type SiteLanguage } from '@evisa/forms/languages';
import { FormValidationException } from '../common/form-validation.exception.js';
import type { ReplyOf, RequestOf } from '../contract/contract.js';
import { FeesService } from '../fees/fees.service.js';
import { FormsService } from '../forms/forms.service.js';
import type { FormVersion } from '../forms/form-version.js';
import { assertOnlyRequestedChange, correctionForApplicant, openCorrection } from '../corrections/open-correction.js';
import { MailService } from '../outbox/mail.service.js';
import { applicationSavedMail } from '../outbox/templates/application-saved.mail.js';
import { FileLinksService } from '../uploads/file-links.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { Application, PROMOTED_FIELDS } from './application.entity.js';
import { type ApplicantRow, ApplicationsRepository, type SaveColumns, type SaveRow } from './applications.repository.js';
import { changedAnswers, checkedToday, completenessAfterSave, completenessOf, sameCompleteness } from './completeness.js';
import {
  type ApplicationAnswers,
  type ApplicationValues,
  type CreateApplicationReply,
  type UpdateApplicationReply,
  type ViewApplicationReply,
} from './applications.schemas.js';
import { searchNameOf } from './search-name.js';
import { isSkuId, newSkuId } from './sku-id.js';
import { apiFailure, apiText } from '../i18n/api-messages.js';

/** What a feature does when an applicant's answers are saved: answers a sentence for the applicant, or null. */
type AnswersSavedListener = (manager: EntityManager, application: Application) => Promise<string | null>;

/** A save as asked: the values sent, the saved_at it was made against (If-Match) and the applicant's language. */
interface SaveRequest {
  sent: RequestOf<typeof ApplicationValues>;
  expected: string | undefined;
  language: SiteLanguage | undefined;
}

/** A save written: the application as saved, the steps it leaves to fill in, and what listeners said of it. */
interface SavedAnswers {
  application: SaveColumns;
  incomplete_steps: IncompleteStep[];
  notes: string[];
}

/** What applicants and API consumers see of an application; form_version names the definition it is filled in with. */
function toApplicantView(
  application: Pick<Application, 'sku_id' | 'payment_status' | 'form_version' | 'data' | 'language'>,
): ReplyOf<typeof ApplicationAnswers> {
  return {
    ...application.data,
    sku_id: application.sku_id,
    payment_status: application.payment_status,
    form_version: application.form_version,
    language: (application.language ?? SOURCE_LANGUAGE) as SiteLanguage,
  };
}

/**
 * What the wizard needs besides the answers: when they were last saved (`saved_at`, also the value an update may
 * send as If-Match so that it does not silently overwrite a save made elsewhere meanwhile) and the steps whose
 * rules the answers do not meet yet (`incomplete_steps`, stored with the answers: completeness.ts).
 */
function progressOf(application: Pick<Application, 'updated_at'> & { incomplete_steps: IncompleteStep[] }) {
  return { saved_at: application.updated_at.toISOString(), incomplete_steps: application.incomplete_steps };
}

/** The saved_at an If-Match header names ('*' or none: no condition); an entity tag's quotes and W/ are dropped. */
function expectedSavedAt(ifMatch: string | undefined): string | undefined {
  const tag = ifMatch
    ?.trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  return tag && tag !== '*' ? tag : undefined;
}

/** Thrown inside create's transaction to undo it: the version it started on is no longer the published one. */
class PublishedSince extends Error {}
const MAX_CREATE_ATTEMPTS = 3;
/** The 410 of an erased application, wherever it is asked for. */
export const ERASED = apiFailure('APPLICATION_ERASED');
export const ERASED_MESSAGE = ERASED.message;
export const PAYMENT_IN_PROGRESS = apiFailure('PAYMENT_IN_PROGRESS');

/**
 * The applicant's side of applications: create, save (update) and view, and the lookups other modules make of one
 * application (found, locked for a change). The staff's list and changes are AdminApplicationsService's.
 */
@Injectable()
export class ApplicationsService {
  private readonly savedListeners: Array<{ reads: (form: FormVersion) => ReadonlySet<string>; listener: AnswersSavedListener }> = [];

  constructor(
    private readonly repository: ApplicationsRepository,
    private readonly forms: FormsService,
    private readonly mail: MailService,
    private readonly fees: FeesService,
    private readonly uploads: UploadsService,
    private readonly fileLinks: FileLinksService,
  ) {}

  /**
   * Starts an application from the first step's values, on the published version of the form: it keeps that
   * version (form_version) until it is paid. The server adds user_IP and a fresh sku_id.
   *
   * The version is the one this process last read as published; the INSERT confirms it still is (an editor may have
   * published since, on any replica), and the create starts again on the new version when it is not. The applicant's
   * `language` is kept with it; the reply is worded in the caller's (`replyIn`).
   */
  async create(
    sent: RequestOf<typeof ApplicationValues>,
    userIp: string,
    { language, replyIn }: { language: SiteLanguage; replyIn: SiteLanguage },
  ): Promise<ReplyOf<typeof CreateApplicationReply>> {
    let form = await this.forms.lastPublished();
    for (let attempt = 1; ; attempt++) {
      const created = await this.createOn(form, sent, userIp, language, replyIn).catch(async (error: unknown) => {
        // A refusal by the version last read here stands only while that version is still the published one.
        if (error instanceof FormValidationException && (await this.forms.published()).version !== form.version) return null;
        throw error;
      });
      if (created) return created;
      // Published again and again while this request ran: rare enough to ask for the request once more.
      if (attempt === MAX_CREATE_ATTEMPTS) throw new ConflictException(apiFailure('FORM_JUST_UPDATED'));
      form = await this.forms.published();
    }
  }

  /** create on one version of the form; null, with nothing written, when that version is no longer the published one. */
  private async createOn(
    form: FormVersion,
    sent: RequestOf<typeof ApplicationValues>,
    userIp: string,
    language: SiteLanguage,
    replyIn: SiteLanguage,
  ): Promise<ReplyOf<typeof CreateApplicationReply> | null> {
    const picked = form.clean(form.pickFields(form.normalize(sent), [form.firstStep]));
    const data: Record<string, unknown> = { ...picked, user_IP: userIp };
    const application = this.repository.entity({
      sku_id: newSkuId(),
      form_version: form.version,
      language,
      data,
      ...this.fromAnswers(data),
      ...completenessOf(form, data),
    });
    const files = this.sentFiles(form, sent, picked);
    const mail = { to: String(data.Email), template: applicationSavedMail, params: { skuId: application.sku_id, data }, language };
    let inserted: boolean;
    if (Object.keys(files).length === 0) {
      // One statement writes the application and queues its e-mail, or neither (issue 31: BEGIN and COMMIT were two
      // of create's four round trips).
      await this.check(form, [form.firstStep], picked, files, { manager: this.repository.manager, skuId: application.sku_id });
      inserted = (await this.repository.insert(this.repository.manager, application, this.mail.queuedBy(mail))) === form.version;
    } else {
      // The insert, the files it attaches and the mail it queues commit together or not at all.
      inserted = await this.repository
        .transaction(async (manager) => {
          await this.check(form, [form.firstStep], picked, files, { manager, skuId: application.sku_id });
          if ((await this.repository.insert(manager, application)) !== form.version) throw new PublishedSince();
          await this.mail.queue(manager, mail);
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof PublishedSince) return false;
          throw error;
        });
    }
    if (!inserted) return null;
    return {
      success: true,
      status: true,
      message: apiText('APPLICATION_SAVED', replyIn, { id: application.sku_id }),
      data: toApplicantView(application),
    };
  }

  /**
   * Saves the values of one or more steps into the application, checked against the merged application with the
   * version of the form the application was started on (a version published since does not apply to it).
   *
   * Concurrent saves of one application follow one another and none is lost: only the answers (and what is worked out
   * from them) are written, never the payment or review state, and a paid application, or one whose payment is being
   * captured, refuses the save. A save in another `language` keeps that one with the application from then on; the
   * reply is worded in the caller's (`replyIn`).
   *
   * Most saves are written without a transaction (`saveUnlocked`): read (or taken as this replica last saved it),
   * check, then one UPDATE that applies only if the row is still that version. The others, and one that finds the
   * row changed meanwhile, lock the row for the whole read-merge-write (`saveLocked`).
   */
  async update(
    skuId: string,
    sent: RequestOf<typeof ApplicationValues>,
    { ifMatch, language, replyIn }: { ifMatch?: string; language?: SiteLanguage; replyIn: SiteLanguage },
  ): Promise<ReplyOf<typeof UpdateApplicationReply>> {
    const request = { sent, expected: expectedSavedAt(ifMatch), language };
    const { application, incomplete_steps, notes } =
      (await this.saveUnlocked(skuId, request)) ?? (await this.repository.transaction((manager) => this.saveLocked(manager, skuId, request)));
    return {
      success: true,
      status: true,
      message: [apiText('APPLICATION_UPDATED', replyIn), ...notes].join(' '),
      data: { ...toApplicantView(application), ...progressOf({ updated_at: application.updated_at, incomplete_steps }) },
    };
  }

  /**
   * A save in two statements and no transaction (issue 31: BEGIN, the lock, the listeners' reads and COMMIT were
   * three of a save's five round trips), one when this replica saved the application last: the row is read unlocked,
   * or taken as that save wrote it (repository.lastSaved), and written only if it is still that version (PostgreSQL's
   * xmin, new with every change of the row by anyone). Refusals stand as of a read. Null, with nothing written, when
   * the save needs the lock: the row changed meanwhile, the application is not an unpaid one free to change (the
   * locked save answers why), the save attaches files, or a listener reads a changed answer.
   */
  private async saveUnlocked(skuId: string, request: SaveRequest): Promise<SavedAnswers | null> {
    if (!isSkuId(skuId)) return null;
    // The row as this replica last saved it skips the read; if it is out of date, its write fails, and any refusal
    // it gives (If-Match, the rules on the other steps' answers) may be wrong: both are decided on the row read again.
    const kept = this.repository.lastSaved(skuId);
    const saved = kept && (await this.saveUnlockedOn(kept, request).catch(() => null));
    if (saved) return saved;
    const found = await this.repository.read(skuId);
    return found ? this.saveUnlockedOn(found, request) : null;
  }

  /** saveUnlocked on the row read or kept: null when the save needs the lock or the row is no longer `found.version`. */
  private async saveUnlockedOn(found: SaveRow<SaveColumns>, request: SaveRequest): Promise<SavedAnswers | null> {
    if (found.held || found.application.erased_at || found.application.payment_status === 'COMPLETED') return null;
    const current = found.application;
    const form = await this.forms.version(current.form_version);
    const save = this.merged(form, current, request);
    if (Object.keys(save.files).length || this.listenersOf(form, save.changedFields).length) return null;
    await this.check(form, save.steps, save.data, save.files, { manager: this.repository.manager, skuId: current.sku_id }, save.savedAt);
    const { changes, incomplete_steps } = this.changesOf(form, current, save, request.language);
    const application = await this.repository.writeAnswers(this.repository.manager, current, changes, save.savedAt, found.version);
    return application ? { application, incomplete_steps, notes: [] } : null;
  }

  /** A save with the row locked from the read to the commit: files attached and listeners run in its transaction. */
  private async saveLocked(manager: EntityManager, skuId: string, request: SaveRequest): Promise<SavedAnswers> {
    const { application: current, correction } = await this.lockForSave(manager, skuId);
    const form = await this.forms.version(current.form_version, manager);
    const save = this.merged(form, current, request);
    if (correction) assertOnlyRequestedChange(form, correction, current.data, save.data);
    await this.check(form, save.steps, save.data, save.files, { manager, skuId }, save.savedAt);
    const { changes, incomplete_steps } = this.changesOf(form, current, save, request.language);
    await this.repository.writeAnswers(manager, current, changes, save.savedAt);
    const saved = Object.assign(current, changes, { updated_at: save.savedAt });
    const notes: string[] = [];
    for (const listener of this.listenersOf(form, save.changedFields)) {
      const note = await listener(manager, saved);
      if (note) notes.push(note);
    }
    return { application: saved, incomplete_steps, notes };
  }

  /**
   * The sent values merged into the stored answers: the steps they touch, the answers after the merge and the
   * cleaning, the files being written, and which answers differ from the stored ones. Refuses a save made against
   * another saved_at than the stored one (If-Match), and one that touches no step.
   */
  private merged(form: FormVersion, current: SaveColumns, { sent, expected }: SaveRequest) {
    if (expected !== undefined && expected !== current.updated_at.toISOString()) {
      throw new PreconditionFailedException({ ...apiFailure('SAVED_ELSEWHERE'), saved_at: current.updated_at.toISOString() });
    }
    const values = form.normalize(sent);
    const steps = form.stepsTouchedBy(sent);
    if (steps.length === 0) throw new BadRequestException(apiFailure('NO_VALUES_TO_SAVE'));
    const picked = form.pickFields(values, steps);
    // A field sent empty (null or blank) is cleared: the applicant removed that answer.
    const cleared = Object.keys(form.pickFields(sent, steps)).filter((field) => !(field in picked));

    const merged: Record<string, unknown> = { ...current.data, ...picked };
    for (const field of cleared) delete merged[field];
    // A change in one step can hide fields of another (a new service, other documents): every step reading a
    // changed answer is cleaned, and checked again for the stored completeness.
    const { data, changed } = form.cleanChanged(merged, new Set([...Object.keys(picked), ...cleared]));
    const written = Object.fromEntries(Object.entries(picked).filter(([field]) => field in data));
    // The answers whose value differs from the stored one: what listeners and the steps left are worked out from.
    const changedFields = changedAnswers(changed, data, current.data);
    // The save time is set here (not left to the database) so the answer can name it as the new saved_at.
    return { steps, data, changedFields, files: this.sentFiles(form, sent, written), savedAt: new Date() };
  }

  /**
   * What a save writes: only what it changes. A value PostgreSQL keeps out of line (the steps left, a long
   * application's answers) is otherwise copied again on every save, unchanged (bench/notes.md 'Stop 46').
   */
  private changesOf(form: FormVersion, current: SaveColumns, save: ReturnType<ApplicationsService['merged']>, language?: SiteLanguage) {
    const completeness = completenessAfterSave(form, current, save.data, { changed: save.changedFields, checked: save.steps }, save.savedAt);
    const changes = {
      ...(save.changedFields.size ? { data: save.data, ...this.fromAnswers(save.data) } : {}),
      ...(sameCompleteness(completeness, current) ? {} : completeness),
      ...(language && language !== current.language ? { language } : {}),
    };
    return { changes, incomplete_steps: completeness.incomplete_steps };
  }

  /**
   * Called in a save's transaction with the saved application (its row locked) when the save changed one of the
   * answers `reads` names: a payment whose amount the new answers change (a pending bank transfer) is settled there,
   * and may say so in the save's message.
   */
  onAnswersSaved(reads: (form: FormVersion) => ReadonlySet<string>, listener: AnswersSavedListener): void {
    this.savedListeners.push({ reads, listener });
  }

  /** The listeners that read one of these changed answers. */
  private listenersOf(form: FormVersion, changedFields: ReadonlySet<string>): AnswersSavedListener[] {
    return this.savedListeners.flatMap(({ reads, listener }) => {
      const read = reads(form);
      return [...changedFields].some((field) => read.has(field)) ? [listener] : [];
    });
  }

  /**
   * The application row, locked until the transaction ends, when it may still be changed by the applicant: unpaid,
   * or paid with a correction request open (then only its fields may change).
   */
  private async lockForSave(manager: EntityManager, skuId: string) {
    const { application, held } = await this.lock(manager, skuId);
    if (application.erased_at) throw new GoneException(ERASED);
    if (application.payment_status === 'COMPLETED') {
      const correction = await openCorrection(manager, application.id);
      if (!correction) throw new ConflictException(apiFailure('APPLICATION_PAID'));
      return { application, correction };
    }
    if (held) throw new ConflictException(PAYMENT_IN_PROGRESS);
    return { application, correction: null };
  }

  /**
   * The application row locked until the transaction ends (saves and captures of one application take turns on
   * it), and whether a capture holds its answers (decided by the database clock, the same for every replica).
   */
  async lock(manager: EntityManager, skuId: string): Promise<{ application: Application; held: boolean }> {
    const row = isSkuId(skuId) ? await this.repository.lock(manager, skuId) : undefined;
    if (!row) throw new NotFoundException(apiFailure('APPLICATION_NOT_FOUND'));
    return row;
  }

  /**
   * Every stored value with sku_id, payment_status and the fee computed from today's fee table; beside the data,
   * a short-lived signed link for each of the application's files, the only way an applicant opens them.
   */
  async view(skuId: string): Promise<ReplyOf<typeof ViewApplicationReply>> {
    const application = isSkuId(skuId) ? await this.repository.forApplicant(skuId) : undefined;
    if (!application) throw new NotFoundException(apiFailure('APPLICATION_NOT_FOUND'));
    if (application.erased_at) throw new GoneException(ERASED);
    const form = await this.forms.version(application.form_version);
    const correction = application.payment_status === 'COMPLETED' ? await openCorrection(this.repository.manager, application.id) : null;
    return {
      success: true,
      status: true,
      data: {
        ...toApplicantView(application),
        fee: await this.fees.feeFromAmounts(application, application.fee_amounts),
        ...progressOf({ updated_at: application.updated_at, incomplete_steps: await this.stepsLeftToday(form, application) }),
        correction: correction ? correctionForApplicant(form, correction) : null,
        // Where a paid application stands, for the lookup pages' words (null before payment).
        review_stage: application.payment_status === 'COMPLETED' ? reviewStageOf(application.review_status, correction !== null) : null,
      },
      file_links: this.fileLinks.linksFor(form.uploadFields().map(({ field }) => application.data[field])),
    };
  }

  /**
   * The steps left to fill in as stored, which a read takes as they are (as the stored text) while they were worked
   * out today: no validator runs on View. Worked out on an earlier day (a date rule moves with 'today'), they are
   * checked again once and stored, unless a save stored newer ones meanwhile.
   */
  private async stepsLeftToday(form: FormVersion, application: ApplicantRow): Promise<IncompleteStep[]> {
    if (checkedToday(application)) return application.incomplete_steps.asWritten();
    const completeness = completenessOf(form, application.data);
    await this.repository.storeCompleteness(application.id, completeness);
    return completeness.incomplete_steps;
  }

  /** Those of these ids that belong to an application. */
  async existingSkuIds(skuIds: string[]): Promise<Set<string>> {
    return new Set(skuIds.length ? await this.repository.existingSkuIds(skuIds) : []);
  }

  async findBySkuId(skuId: string): Promise<Application> {
    const application = isSkuId(skuId) ? await this.repository.findBySkuId(skuId) : null;
    if (!application) throw new NotFoundException(apiFailure('APPLICATION_NOT_FOUND'));
    return application;
  }

  /**
   * The steps' rules on `data`, then every upload field being written must name a file uploaded here and not
   * attached to another application (the photograph also meeting its rules); all messages together, one per field.
   * The files are attached to the owner in its transaction (undone with it when anything is refused).
   */
  private async check(
    form: FormVersion,
    steps: string[],
    data: Record<string, unknown>,
    files: Record<string, unknown>,
    owner: { manager: EntityManager; skuId: string },
    now = new Date(),
  ): Promise<void> {
    const errors: FieldError[] = form.validate(steps, data, now);
    const uploadErrors = await this.uploads.check(files, form.uploadFields(), owner);
    const all = [...errors, ...uploadErrors.filter((error) => !errors.some((other) => other.field === error.field))];
    if (all.length) throw new FormValidationException(all, (language) => form.inLanguage(all, language));
  }

  /** The upload fields being written, as sent: file names are matched exactly as stored, not their normalised copy. */
  private sentFiles(form: FormVersion, sent: Record<string, unknown>, written: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(form.uploadFields().flatMap(({ field }) => (field in written ? [[field, sent[field]]] : [])));
  }

  /** The columns copied from the answers: the promoted fields and the search name. */
  private fromAnswers(data: Record<string, unknown>): Pick<Application, (typeof PROMOTED_FIELDS)[number] | 'search_name'> {
    return {
      ...(Object.fromEntries(PROMOTED_FIELDS.map((field) => [field, typeof data[field] === 'string' ? data[field] : null])) as Pick<
        Application,
        (typeof PROMOTED_FIELDS)[number]
      >),
      search_name: searchNameOf(data),
    };
  }
}
