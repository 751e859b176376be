import { BadRequestException, ConflictException, GoneException, Injectable, NotFoundException, PreconditionFailedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, type Repository } from 'typeorm';
import { foldForSearch, reviewStageOf, type FieldError } from '@evisa/forms';
import { SOURCE_LANGUAGE, type SiteLanguage } from '@evisa/forms/languages';
import { FormValidationException } from '../common/form-validation.exception.js';
import type { ReplyOf, RequestOf } from '../contract/contract.js';
import { escapeLike } from '../common/escape-like.js';
import { isUuid } from '../common/is-uuid.js';
import { filteredIds, type ListQuery } from '../common/list-query.js';
import type { FeeAmounts } from '../fees/fee.entity.js';
import { FeesService } from '../fees/fees.service.js';
import { FORM_ID, FormsService } from '../forms/forms.service.js';
import type { FormVersion } from '../forms/form-version.js';
import { assertOnlyRequestedChange, correctionForApplicant, openCorrection } from '../corrections/open-correction.js';
import { MailService } from '../outbox/mail.service.js';
import { applicationSavedMail } from '../outbox/templates/application-saved.mail.js';
import { FileLinksService } from '../uploads/file-links.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { DECIDED_STATUSES } from '../application-life/life.js';
import { Application, PROMOTED_FIELDS } from './application.entity.js';
import { completenessAfterSave, completenessOf, incompleteStepsOf } from './completeness.js';
import {
  type ApplicationAnswers,
  type ApplicationValues,
  type CreateApplicationReply,
  type UpdateApplicationReply,
  type ViewApplicationReply,
} from './applications.schemas.js';
import { searchNameOf } from './search-name.js';
import { isSkuId, newSkuId } from './sku-id.js';
import { overdueIfPaidBy, URGENT_APPLICATION_TYPE } from './urgency.js';
import { apiFailure, apiText } from '../i18n/api-messages.js';

export const SORTABLE_COLUMNS = [
  'created_at',
  'updated_at',
  'sku_id',
  'Surname',
  'Given_Name',
  'Nationality',
  'Visa_Service',
  'payment_status',
  'review_status',
  'Application_Type',
  'Expected_Date_of_Arrival',
  'steps_complete',
  'paid_at',
  'deadline_at',
] as const;

/** The columns worked out from the answers, written with them on every save: promoted copies, search name, completeness. */
const FROM_ANSWERS = [...PROMOTED_FIELDS, 'search_name', 'incomplete_steps', 'checked_on', 'steps_complete', 'steps_total'] as const;

const UNDECIDED_SQL = `app.review_status NOT IN (${DECIDED_STATUSES.map((status) => `'${status}'`).join(', ')})`;
// The urgent queue: urgent applications paid and not yet decided, by deadline (the order of their payment times).
const OPEN_DEADLINE_SQL = `CASE WHEN app."Application_Type" = '${URGENT_APPLICATION_TYPE}' AND ${UNDECIDED_SQL} THEN app.paid_at END`;

/** What applicants and API consumers see of an application; form_version names the definition it is filled in with. */
/** What a feature does when an applicant's answers are saved: answers a sentence for the applicant, or null. */
type AnswersSavedListener = (manager: EntityManager, application: Application) => Promise<string | null>;

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
function progressOf(form: FormVersion, application: Pick<Application, 'updated_at' | 'data' | 'incomplete_steps' | 'checked_on'>) {
  return { saved_at: application.updated_at.toISOString(), incomplete_steps: incompleteStepsOf(form, application) };
}

/** The saved_at an If-Match header names ('*' or none: no condition); an entity tag's quotes and W/ are dropped. */
function expectedSavedAt(ifMatch: string | undefined): string | undefined {
  const tag = ifMatch
    ?.trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
  return tag && tag !== '*' ? tag : undefined;
}

/** A column's value as a query parameter: pg sends a JS array as a PostgreSQL array, a jsonb column needs JSON. */
const parameterOf = (value: unknown) => (Array.isArray(value) ? JSON.stringify(value) : value);

/** Thrown inside create's transaction to undo it: the version it started on is no longer the published one. */
class PublishedSince extends Error {}
const MAX_CREATE_ATTEMPTS = 3;
/** The 410 of an erased application, wherever it is asked for. */
export const ERASED = apiFailure('APPLICATION_ERASED');
export const ERASED_MESSAGE = ERASED.message;
export const PAYMENT_IN_PROGRESS = apiFailure('PAYMENT_IN_PROGRESS');

@Injectable()
export class ApplicationsService {
  private readonly savedListeners: AnswersSavedListener[] = [];

  constructor(
    @InjectRepository(Application) private readonly applications: Repository<Application>,
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
    const application = this.applications.create({
      sku_id: newSkuId(),
      form_version: form.version,
      language,
      data,
      ...this.fromAnswers(data, completenessOf(form, data)),
    });
    const files = this.sentFiles(form, sent, picked);
    // The insert, the files it attaches and the mail it queues commit together or not at all.
    const inserted = await this.applications.manager
      .transaction(async (manager) => {
        await this.check(form, [form.firstStep], picked, files, { manager, skuId: application.sku_id });
        const published = await this.insert(manager, application);
        if (published !== form.version) throw new PublishedSince();
        await this.mail.queue(manager, {
          to: String(data.Email),
          template: applicationSavedMail,
          params: { skuId: application.sku_id, data },
          language,
        });
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof PublishedSince) return false;
        throw error;
      });
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
   * The row is locked for the whole read-merge-write, so concurrent saves of one application follow one another
   * and none is lost; only the answers (and their promoted copies) are written, never the payment or review state,
   * and a paid application, or one whose payment is being captured, refuses the save. A save in another `language`
   * keeps that one with the application from then on; the reply is worded in the caller's (`replyIn`).
   */
  async update(
    skuId: string,
    sent: RequestOf<typeof ApplicationValues>,
    { ifMatch, language, replyIn }: { ifMatch?: string; language?: SiteLanguage; replyIn: SiteLanguage },
  ): Promise<ReplyOf<typeof UpdateApplicationReply>> {
    const expected = expectedSavedAt(ifMatch);
    const { application, form, notes } = await this.applications.manager.transaction(async (manager) => {
      const { application: current, correction } = await this.lockForSave(manager, skuId);
      if (expected !== undefined && expected !== current.updated_at.toISOString()) {
        throw new PreconditionFailedException({
          ...apiFailure('SAVED_ELSEWHERE'),
          saved_at: current.updated_at.toISOString(),
        });
      }
      const form = await this.forms.version(current.form_version, manager);
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
      if (correction) assertOnlyRequestedChange(form, correction, current.data, data);
      const written = Object.fromEntries(Object.entries(picked).filter(([field]) => field in data));
      // The save time is set here (not left to the database) so the answer can name it as the new saved_at.
      const savedAt = new Date();
      await this.check(form, steps, data, this.sentFiles(form, sent, written), { manager, skuId }, savedAt);

      const changes = {
        data,
        ...this.fromAnswers(data, completenessAfterSave(form, current, data, { changed, checked: steps }, savedAt)),
        ...(language && language !== current.language ? { language } : {}),
      };
      await this.writeAnswers(manager, current.id, changes, savedAt);
      const saved = Object.assign(current, changes, { updated_at: savedAt });
      const notes: string[] = [];
      for (const listener of this.savedListeners) {
        const note = await listener(manager, saved);
        if (note) notes.push(note);
      }
      return { application: saved, form, notes };
    });
    return {
      success: true,
      status: true,
      message: [apiText('APPLICATION_UPDATED', replyIn), ...notes].join(' '),
      data: { ...toApplicantView(application), ...progressOf(form, application) },
    };
  }

  /**
   * Called in each save's transaction with the saved application (its row locked): a payment whose amount the new
   * answers change (a pending bank transfer) is settled there, and may say so in the save's message.
   */
  onAnswersSaved(listener: AnswersSavedListener): void {
    this.savedListeners.push(listener);
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
    // Plain SQL on this path of every save: TypeORM's query builder cost more CPU than the round trip.
    const [row] = isSkuId(skuId)
      ? // checked_on again as text, after *: pg reads a date column into a Date at local midnight (the later column wins).
        ((await manager.query(
          `SELECT *, "checked_on"::text AS "checked_on", "payment_hold_until" > now() AS "held" FROM "applications" WHERE "sku_id" = $1 FOR UPDATE`,
          [skuId],
        )) as Array<Application & { held: boolean | null }>)
      : [];
    if (!row) throw new NotFoundException(apiFailure('APPLICATION_NOT_FOUND'));
    const { held, ...columns } = row;
    return { application: Object.assign(new Application(), columns), held: held === true };
  }

  /**
   * A new application in one INSERT (TypeORM's save computes far more than this needs); the defaults come back, and
   * the form's version published now, in the same statement.
   */
  private async insert(manager: EntityManager, application: Application): Promise<number | null> {
    const columns = ['sku_id', 'form_version', 'language', 'data', ...FROM_ANSWERS] as const;
    const [{ published_version, ...row }] = (await manager.query(
      `INSERT INTO "applications" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})
       RETURNING "id", "payment_status", "review_status", "created_at", "updated_at", ${FormsService.publishedVersionSql(`$${columns.length + 1}`)} AS "published_version"`,
      [...columns.map((column) => parameterOf(application[column])), FORM_ID],
    )) as Array<Pick<Application, 'id' | 'payment_status' | 'review_status' | 'created_at' | 'updated_at'> & { published_version: number | null }>;
    Object.assign(application, row);
    return published_version;
  }

  /** Writes the answers and their promoted copies (nothing else) of a locked application, in one statement. */
  private async writeAnswers(manager: EntityManager, id: string, changes: Partial<Application>, savedAt: Date): Promise<void> {
    const columns = Object.keys(changes);
    await manager.query(
      `UPDATE "applications" SET ${columns.map((column, index) => `"${column}" = $${index + 3}`).join(', ')}, "updated_at" = $2 WHERE "id" = $1`,
      [id, savedAt, ...columns.map((column) => parameterOf(changes[column as keyof Application]))],
    );
  }

  /**
   * Every stored value with sku_id, payment_status and the fee computed from today's fee table; beside the data,
   * a short-lived signed link for each of the application's files, the only way an applicant opens them.
   */
  async view(skuId: string): Promise<ReplyOf<typeof ViewApplicationReply>> {
    // The application and its country's fee amounts in one round trip: the call every open of the site makes.
    const [application] = isSkuId(skuId)
      ? ((await this.applications.manager.query(
          `SELECT "id", "sku_id", "payment_status", "review_status", "form_version", "language", "data", "incomplete_steps", "checked_on"::text, "erased_at", "updated_at", ${FeesService.amountsOfCountrySql(`"data"->>'Nationality'`)} AS "fee_amounts"
           FROM "applications" WHERE "sku_id" = $1`,
          [skuId],
        )) as Array<
          Pick<
            Application,
            | 'id'
            | 'sku_id'
            | 'payment_status'
            | 'review_status'
            | 'form_version'
            | 'language'
            | 'data'
            | 'incomplete_steps'
            | 'checked_on'
            | 'erased_at'
            | 'updated_at'
          > & {
            fee_amounts: FeeAmounts | null;
          }
        >)
      : [];
    if (!application) throw new NotFoundException(apiFailure('APPLICATION_NOT_FOUND'));
    if (application.erased_at) throw new GoneException(ERASED);
    const form = await this.forms.version(application.form_version);
    const correction = application.payment_status === 'COMPLETED' ? await openCorrection(this.applications.manager, application.id) : null;
    return {
      success: true,
      status: true,
      data: {
        ...toApplicantView(application),
        fee: await this.fees.feeFromAmounts(application, application.fee_amounts),
        ...progressOf(form, application),
        correction: correction ? correctionForApplicant(form, correction) : null,
        // Where a paid application stands, for the lookup pages' words (null before payment).
        review_stage: application.payment_status === 'COMPLETED' ? reviewStageOf(application.review_status, correction !== null) : null,
      },
      file_links: this.fileLinks.linksFor(form.uploadFields().map(({ field }) => application.data[field])),
    };
  }

  /** Those of these ids that belong to an application. */
  async existingSkuIds(skuIds: string[]): Promise<Set<string>> {
    const found = skuIds.length ? await this.applications.find({ select: { sku_id: true }, where: { sku_id: In(skuIds) } }) : [];
    return new Set(found.map(({ sku_id }) => sku_id));
  }

  async findBySkuId(skuId: string): Promise<Application> {
    const application = isSkuId(skuId) ? await this.applications.findOneBy({ sku_id: skuId }) : null;
    if (!application) throw new NotFoundException(apiFailure('APPLICATION_NOT_FOUND'));
    return application;
  }

  /**
   * Staff list. Search: every word of `q` in the given name and surname, in any order, accents and case aside; or
   * `q` within the id, e-mail or passport number. Filters on the promoted columns, the arrival dates, completeness,
   * the assignee and the urgent queue. Ties (and the urgent queue's non-urgent rest) follow, newest first.
   */
  async list(query: ListQuery): Promise<{ rows: Application[]; total: number }> {
    const builder = this.filtered(query.filter);
    if (query.sort === 'deadline_at') builder.orderBy(OPEN_DEADLINE_SQL, query.order, 'NULLS LAST');
    else builder.orderBy(`app."${query.sort}"`, query.order, 'NULLS LAST');
    builder.addOrderBy('app.created_at', 'DESC').addOrderBy('app.sku_id', 'ASC').skip(query.skip).take(query.take);
    const [rows, total] = await builder.getManyAndCount();
    return { rows, total };
  }

  /** How many applications the staff list shows with this filter. */
  count(filter: Record<string, unknown>): Promise<number> {
    return this.filtered(filter).getCount();
  }

  /** How many of the applications the list shows with this filter have each payment or review status. */
  countBy(column: 'payment_status' | 'review_status', filter: Record<string, unknown>): Promise<Array<{ status: string; count: number }>> {
    return this.filtered(filter).select(`app.${column}`, 'status').addSelect('count(*)::int', 'count').groupBy(`app.${column}`).getRawMany();
  }

  /**
   * The staff list's filter as a query. `open`: paid and awaiting a decision; `urgent`: the urgent queue (urgent,
   * paid, awaiting a decision); `overdue`: the part of it past its deadline (urgency.ts).
   */
  private filtered(filter: Record<string, unknown>) {
    const builder = this.applications.createQueryBuilder('app');
    const { q, id, created_from, created_to, arrival_from, arrival_to, corrected, complete, assignee_id, open, urgent, overdue, ...columns } = filter;
    if (typeof q === 'string' && q.trim()) {
      const words = foldForSearch(q).split(' ').filter(Boolean);
      const names = words.map((_, index) => `app.search_name LIKE :word${index}`).join(' AND ');
      builder.andWhere(`((${names || 'false'}) OR app.sku_id ILIKE :q OR app."Email" ILIKE :q OR app.data->>'Passport_Number' ILIKE :q)`, {
        q: `%${escapeLike(q.trim())}%`,
        ...Object.fromEntries(words.map((word, index) => [`word${index}`, `%${escapeLike(word)}%`])),
      });
    }
    const ids = filteredIds(id);
    if (ids) builder.andWhere(ids.length ? 'app.sku_id IN (:...ids)' : 'false', { ids });
    for (const column of ['payment_status', 'review_status', 'Visa_Service', 'Nationality', 'Application_Type'] as const) {
      const value = columns[column];
      if (typeof value === 'string' && value) builder.andWhere(`app."${column}" = :${column}`, { [column]: value });
    }
    // Sent back by the applicant after a correction request (the console's 'corrected' marker).
    if (corrected === true || corrected === 'true') builder.andWhere('app.corrected_at IS NOT NULL');
    if (complete === true || complete === 'true') builder.andWhere('app.steps_complete = app.steps_total');
    if (complete === false || complete === 'false') builder.andWhere('app.steps_complete < app.steps_total');
    if (typeof assignee_id === 'string' && assignee_id)
      builder.andWhere(isUuid(assignee_id) ? 'app.assignee_id = :assignee_id' : 'false', { assignee_id });
    const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
    if (isDate(created_from)) builder.andWhere('app.created_at >= :from::date', { from: created_from });
    if (isDate(created_to)) builder.andWhere('app.created_at < :to::date + 1', { to: created_to });
    // Arrival dates are stored as the form writes them, YYYY-MM-DD: compared as text they compare as dates.
    if (isDate(arrival_from)) builder.andWhere('app."Expected_Date_of_Arrival" >= :arrival_from', { arrival_from });
    if (isDate(arrival_to)) builder.andWhere('app."Expected_Date_of_Arrival" <= :arrival_to', { arrival_to });
    const yes = (value: unknown) => value === true || value === 'true';
    if (yes(open)) builder.andWhere(`app.payment_status = 'COMPLETED' AND ${UNDECIDED_SQL}`);
    if (yes(urgent)) builder.andWhere(`(${OPEN_DEADLINE_SQL}) IS NOT NULL`);
    if (yes(overdue)) builder.andWhere(`(${OPEN_DEADLINE_SQL}) <= :overdueIfPaidBy`, { overdueIfPaidBy: overdueIfPaidBy(new Date()) });
    return builder;
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

  private fromAnswers(
    data: Record<string, unknown>,
    completeness: ReturnType<typeof completenessOf>,
  ): Pick<Application, (typeof FROM_ANSWERS)[number]> {
    return {
      ...(Object.fromEntries(PROMOTED_FIELDS.map((field) => [field, typeof data[field] === 'string' ? data[field] : null])) as Pick<
        Application,
        (typeof PROMOTED_FIELDS)[number]
      >),
      search_name: searchNameOf(data),
      ...completeness,
    };
  }
}
