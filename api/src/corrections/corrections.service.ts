import { ConflictException, GoneException, Injectable } from '@nestjs/common';
import { cleanParagraphs, correctableFields } from '@evisa/forms';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, QueryDeepPartialEntity } from 'typeorm';
import { ApplicationLifeService, staffTaker } from '../application-life/application-life.service.js';
import { Application } from '../applications/application.entity.js';
import { ApplicationsService, ERASED } from '../applications/applications.service.js';
import { FormValidationException } from '../common/form-validation.exception.js';
import { FormsService } from '../forms/forms.service.js';
import type { FormVersion } from '../forms/form-version.js';
import type { PublicUser } from '../users/public-user.js';
import { CorrectionRequest } from './correction-request.entity.js';
import { fieldTitle, openCorrection } from './open-correction.js';
import { type CorrectionRequestWrite, type CorrectionRound, type CorrectionsSubmittedReply, MAX_MESSAGE_LENGTH } from './corrections.schemas.js';
import type { ReplyOf, RequestOf } from '../contract/contract.js';

const NOT_PAID_MESSAGE = 'Corrections are asked for on a paid application: an unpaid one can still be changed by the applicant.';
const NO_OPEN_REQUEST_MESSAGE = 'There is no open correction request on this application.';

/**
 * The request's rules that depend on the application's form: known fields the applicant is shown (by their answers),
 * none deciding the paid fee; a message once trimmed.
 */
function parseRequest(
  body: RequestOf<typeof CorrectionRequestWrite>,
  form: FormVersion,
  answers: Record<string, unknown>,
): { fields: string[]; message: string } {
  const { fields, message } = body;
  const errors: Array<{ field: string; message: string }> = [];
  const allowed = new Set(correctableFields(form.definition).map((field) => field.name));
  const shown = new Set(correctableFields(form.definition, answers, (schema, data) => form.isValid(schema, data)).map((field) => field.name));
  const hidden = fields.filter((field) => allowed.has(field) && !shown.has(field));
  if (hidden.length) {
    errors.push({
      field: 'fields',
      message: `Not shown to this applicant (their answers do not ask it), so they could not correct it: ${hidden.map((field) => `${fieldTitle(form, field)} (${field})`).join(', ')}`,
    });
  }
  const feeDeciding = form.feeDecidingFields;
  const fee = fields.filter((field) => feeDeciding.has(field));
  const unknown = fields.filter((field) => !allowed.has(field) && !feeDeciding.has(field));
  if (fee.length) {
    errors.push({
      field: 'fields',
      message: `These decide the fee, which has been paid, and cannot be corrected here: ${fee.map((field) => fieldTitle(form, field)).join(', ')}`,
    });
  }
  if (unknown.length) errors.push({ field: 'fields', message: `Not a field of this application's form: ${unknown.join(', ')}` });
  const text = cleanParagraphs(message);
  if (!text) errors.push({ field: 'message', message: 'Write the applicant a message saying what to correct and why.' });
  else if (text.length > MAX_MESSAGE_LENGTH) errors.push({ field: 'message', message: `A message must be at most ${MAX_MESSAGE_LENGTH} characters` });
  if (errors.length) throw new FormValidationException(errors);
  return { fields: [...new Set(fields)], message: text };
}

const valuesOf = (data: Record<string, unknown>, fields: string[]) => Object.fromEntries(fields.map((field) => [field, data[field] ?? null]));

function toHistoryRecord(request: CorrectionRequest, form: FormVersion): ReplyOf<typeof CorrectionRound> {
  const { id, round, fields, message, status, requested_by_email, before, after, closed_by_email, closed_at, created_at } = request;
  return {
    id,
    round,
    fields: fields.map((name) => ({ name, title: fieldTitle(form, name) })),
    message,
    status,
    requested_by_email,
    before,
    after,
    closed_by_email,
    closed_at,
    created_at,
  };
}

/**
 * Corrections of a paid application: staff ask for some fields with a message (the applicant is e-mailed), the
 * applicant changes exactly those (ApplicationsService.update) and sends them back; staff may withdraw an open request.
 */
@Injectable()
export class CorrectionsService {
  constructor(
    private readonly applications: ApplicationsService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly forms: FormsService,
    private readonly life: ApplicationLifeService,
  ) {}

  /** Every round of the application, newest first. */
  async history(skuId: string): Promise<ReplyOf<typeof CorrectionRound>[]> {
    const application = await this.applications.findBySkuId(skuId);
    const form = await this.forms.version(application.form_version);
    const rounds = await this.dataSource.manager.find(CorrectionRequest, { where: { application_id: application.id }, order: { round: 'DESC' } });
    return rounds.map((round) => toHistoryRecord(round, form));
  }

  async ask(skuId: string, body: RequestOf<typeof CorrectionRequestWrite>, actor: PublicUser) {
    await this.dataSource.transaction(async (manager) => {
      const application = await this.lockPaid(manager, skuId);
      const form = await this.forms.version(application.form_version, manager);
      const { fields, message } = parseRequest(body, form, application.data);
      if (await openCorrection(manager, application.id)) {
        throw new ConflictException('A correction request is already open on this application: withdraw it before asking again.');
      }
      const { last } = (await manager
        .createQueryBuilder(CorrectionRequest, 'request')
        .select('COALESCE(MAX(request.round), 0)', 'last')
        .where('request.application_id = :id', { id: application.id })
        .getRawOne<{ last: number }>())!;
      const round = Number(last) + 1;
      await manager.save(
        manager.create(CorrectionRequest, {
          application_id: application.id,
          round,
          fields,
          message,
          requested_by_id: actor.id,
          requested_by_email: actor.email,
          before: valuesOf(application.data, fields),
        }),
        { transaction: false },
      );
      const titles = fields.map((field) => fieldTitle(form, field));
      await this.life.take(manager, application.sku_id, 'ask_corrections', staffTaker(actor), {
        // The e-mail names the fields as the applicant's form does, in their language; the log in staff's.
        corrections: { message, fields: fields.map((field) => fieldTitle(form, field, application.language ?? undefined)) },
        audit: { correction_requested: { round, fields: titles, message } },
      });
    });
    return this.history(skuId);
  }

  async withdraw(skuId: string, actor: PublicUser) {
    await this.dataSource.transaction(async (manager) => {
      const application = await this.lockPaid(manager, skuId);
      const open = await openCorrection(manager, application.id);
      if (!open) throw new ConflictException(NO_OPEN_REQUEST_MESSAGE);
      await manager.update(CorrectionRequest, { id: open.id }, { status: 'WITHDRAWN', closed_at: new Date(), closed_by_email: actor.email });
      // Nothing is asked of the applicant any more: they are told (the transition's e-mail), or they would keep looking for what to correct.
      await this.life.take(manager, application.sku_id, 'withdraw_corrections', staffTaker(actor), {
        audit: { correction_withdrawn: { round: open.round } },
      });
    });
    return this.history(skuId);
  }

  /**
   * The applicant sends the corrections back: the application must meet every rule of the form again; it becomes
   * read-only, goes back to IN_REVIEW, is marked corrected, and each corrected value is logged before and after
   * with the applicant as who.
   */
  async submit(skuId: string): Promise<ReplyOf<typeof CorrectionsSubmittedReply>> {
    const corrected = await this.dataSource.transaction(async (manager) => {
      const application = await this.lockPaid(manager, skuId);
      const open = await openCorrection(manager, application.id);
      if (!open) throw new ConflictException(NO_OPEN_REQUEST_MESSAGE);
      const form = await this.forms.version(application.form_version, manager);
      const incomplete = form.incompleteSteps(application.data);
      if (incomplete.length) {
        const errors = incomplete.flatMap((step) => step.errors);
        throw new FormValidationException(errors, (language) => form.inLanguage(errors, language));
      }
      const after = valuesOf(application.data, open.fields);
      const now = new Date();
      // TypeORM's partial type cannot follow a JSON column of unknown values.
      await manager.update(CorrectionRequest, { id: open.id }, {
        status: 'SUBMITTED',
        after,
        closed_at: now,
      } as QueryDeepPartialEntity<CorrectionRequest>);
      const changes = Object.fromEntries(
        open.fields
          .filter((field) => JSON.stringify(open.before[field] ?? null) !== JSON.stringify(after[field]))
          .map((field) => [fieldTitle(form, field), { from: open.before[field] ?? null, to: after[field] }]),
      );
      // Who: the applicant (no staff account), named by the e-mail the application gives.
      await this.life.take(
        manager,
        application.sku_id,
        'send_corrections',
        { as: 'applicant', who: { id: null, email: `applicant ${String(application.data.Email)}` } },
        { audit: { ...changes, correction_submitted: { round: open.round } } },
      );
      return after;
    });
    return {
      success: true,
      status: true,
      message: 'Thank you: your corrections were sent. We will check them and submit your application.',
      data: { sku_id: skuId, corrected },
    };
  }

  private async lockPaid(manager: EntityManager, skuId: string): Promise<Application> {
    const { application } = await this.applications.lock(manager, skuId);
    if (application.erased_at) throw new GoneException(ERASED);
    if (application.payment_status !== 'COMPLETED') throw new ConflictException(NOT_PAID_MESSAGE);
    return application;
  }
}
