import { Injectable, NotFoundException } from '@nestjs/common';
import { EnquiriesRepository } from './enquiries.repository.js';
import { InjectRepository } from '@nestjs/typeorm';
import { cleanParagraphs, CONTACT_FORM_ID, normalizeApplicationId, SKU_ALPHABET, SKU_LENGTH } from '@evisa/forms';
import type { SiteLanguage } from '@evisa/forms/languages';
import type { Repository } from 'typeorm';
import { ApplicationsService } from '../applications/applications.service.js';
import { AuditLogsService } from '../audit-logs/audit-logs.service.js';
import { escapeLike } from '../common/escape-like.js';
import { FormValidationException } from '../common/form-validation.exception.js';
import { isUuid } from '../common/is-uuid.js';
import { filteredIds, type ListQueryOf } from '../common/list-query.js';
import { writableFields } from '../common/writable-fields.js';
import { FormsService } from '../forms/forms.service.js';
import { MailService } from '../outbox/mail.service.js';
import { enquiryReceivedMail } from '../outbox/templates/enquiry-received.mail.js';
import { enquiryReplyMail } from '../outbox/templates/enquiry-reply.mail.js';
import type { PublicUser } from '../users/public-user.js';
import { Enquiry } from './enquiry.entity.js';
import { EnquiryReply } from './enquiry-reply.entity.js';
import {
  Enquiry as EnquiryBody,
  type EnquiryListQuery,
  type EnquiryReplyRequest,
  type EnquiryStatusWrite,
  type EnquiryWithReplies,
} from './admin-enquiries.schemas.js';
import { normalizeContactMessage } from './normalize-contact-message.js';
import type { ReplyOf, RequestOf } from '../contract/contract.js';

type EnquiryRecord = ReplyOf<typeof EnquiryBody>;
type EnquiryWithRepliesRecord = ReplyOf<typeof EnquiryWithReplies>;

function toRecord(enquiry: Enquiry): EnquiryRecord {
  const { id, Given_Name, Email, contact_no, Nationality, remarks, status, answered_at, answered_by, sku_id, created_at } = enquiry;
  return { id, Given_Name, Email, contact_no, Nationality, remarks, status, answered_at, answered_by, sku_id, created_at };
}

const REPLY_MAX_LENGTH = 5000;

// Application ids as people write them in a message, in any case, standing alone (not inside a longer word).
const NAMED_SKU_ID = new RegExp(`(?<![A-Z0-9])[${SKU_ALPHABET}]{${SKU_LENGTH}}(?![A-Z0-9])`, 'g');

/** A contact-form message once prepared and checked: the fields an enquiry keeps (ENQUIRY_FIELDS, which every version has). */
type EnquiryValues = Pick<Enquiry, 'Given_Name' | 'Email' | 'contact_no' | 'Nationality' | 'remarks'>;

@Injectable()
export class EnquiriesService {
  constructor(
    @InjectRepository(Enquiry) private readonly enquiries: Repository<Enquiry>,
    private readonly repository: EnquiriesRepository,
    private readonly applications: ApplicationsService,
    private readonly mail: MailService,
    private readonly auditLogs: AuditLogsService,
    private readonly forms: FormsService,
  ) {}

  /** The first application id the text names that belongs to an application, or null. */
  private async namedApplication(text: string): Promise<string | null> {
    const candidates = [...new Set(text.toUpperCase().match(NAMED_SKU_ID) ?? [])];
    const existing = await this.applications.existingSkuIds(candidates);
    return candidates.find((candidate) => existing.has(candidate)) ?? null;
  }

  /**
   * Checks a contact-form message by the contact form's published version (editors own it), stores it for staff and
   * acknowledges it by e-mail. Every version has the fields an enquiry keeps (the checks of an enquiry form); a
   * field an editor added is checked with the others.
   */
  async create(body: Record<string, unknown>, language: SiteLanguage) {
    const form = await this.forms.published(undefined, CONTACT_FORM_ID);
    const message = normalizeContactMessage(
      body,
      form.form.fields.map((field) => field.name),
    );
    const errors = form.validate(
      form.definition.steps.map((step) => step.id),
      message,
    );
    if (errors.length) throw new FormValidationException(errors, (language) => form.inLanguage(errors, language));
    const { Given_Name, Email, contact_no, Nationality, remarks } = message as EnquiryValues;
    const values: EnquiryValues = { Given_Name, Email, contact_no, Nationality, remarks };
    // Looked up before the transaction: the embedded database has one connection, which the transaction holds.
    const sku_id = await this.namedApplication(values.remarks);
    await this.enquiries.manager.transaction(async (manager) => {
      const enquiry = await manager.save(manager.create(Enquiry, { ...values, sku_id, language }));
      // Nothing the sender typed is echoed: the form must not let anyone send chosen text to a chosen address.
      await this.mail.queue(manager, {
        to: enquiry.Email,
        template: enquiryReceivedMail,
        params: { reference: enquiry.id.slice(0, 8).toUpperCase() },
        language,
      });
    });
    return { success: true as const, status: true as const, message: 'Thank you. Your message has been sent; we will answer you by e-mail.' };
  }

  /** Staff list: search over name, e-mail, phone, nationality and message; filter by status or the application named. */
  async list(query: ListQueryOf<typeof EnquiryListQuery>): Promise<{ rows: EnquiryRecord[]; total: number }> {
    const builder = this.enquiries.createQueryBuilder('enquiry');
    const { q, id, status, sku_id } = query.filter;
    if (q?.trim()) {
      builder.andWhere(
        '(enquiry."Given_Name" ILIKE :q OR enquiry."Email" ILIKE :q OR enquiry.contact_no ILIKE :q OR enquiry."Nationality" ILIKE :q OR enquiry.remarks ILIKE :q)',
        { q: `%${escapeLike(q.trim())}%` },
      );
    }
    const ids = filteredIds(id);
    if (ids) builder.andWhere(ids.length ? 'enquiry.id::text IN (:...ids)' : 'false', { ids });
    if (status) builder.andWhere('enquiry.status = :status', { status });
    if (sku_id?.trim()) builder.andWhere('enquiry.sku_id = :sku_id', { sku_id: normalizeApplicationId(sku_id) });
    builder.orderBy(`enquiry."${query.sort}"`, query.order).addOrderBy('enquiry.id', query.order).skip(query.skip).take(query.take);
    const [rows, total] = await builder.getManyAndCount();
    return { rows: rows.map(toRecord), total };
  }

  async findOne(id: string): Promise<EnquiryWithRepliesRecord> {
    const enquiry = await this.find(id);
    const replies = await this.enquiries.manager.find(EnquiryReply, { where: { enquiry_id: id }, order: { created_at: 'ASC', id: 'ASC' } });
    return {
      ...toRecord(enquiry),
      replies: replies.map(({ id: replyId, text, user_email, created_at }) => ({ id: replyId, text, user_email, created_at })),
    };
  }

  /**
   * A staff reply: e-mailed to the enquirer through the outbox, kept with the enquiry, which is then answered (by
   * whom, when), and audit-logged; all in one transaction, so a reply exists exactly when its e-mail is queued.
   */
  async reply(id: string, { text }: RequestOf<typeof EnquiryReplyRequest>, actor: PublicUser): Promise<EnquiryWithRepliesRecord> {
    const reply = cleanParagraphs(text);
    if (!reply) throw new FormValidationException([{ field: 'text', message: 'Write the reply first.' }]);
    if (reply.length > REPLY_MAX_LENGTH) {
      throw new FormValidationException([{ field: 'text', message: `A reply must be at most ${REPLY_MAX_LENGTH} characters.` }]);
    }
    await this.find(id);
    await this.enquiries.manager.transaction(async (manager) => {
      // Locked so that two replies at once each leave their own status change and log entry, in order.
      const enquiry = await manager.findOneOrFail(Enquiry, { where: { id }, lock: { mode: 'pessimistic_write' } });
      await manager.save(manager.create(EnquiryReply, { enquiry_id: id, text: reply, user_id: actor.id, user_email: actor.email }));
      await this.mail.queue(manager, {
        to: enquiry.Email,
        template: enquiryReplyMail,
        params: { givenName: enquiry.Given_Name, reference: enquiry.id.slice(0, 8).toUpperCase(), reply },
        language: enquiry.language ?? undefined,
      });
      const answered = enquiry.status !== 'ANSWERED';
      if (answered) await manager.update(Enquiry, { id }, { status: 'ANSWERED', answered_at: new Date(), answered_by: actor.email });
      await this.auditLogs.record(manager, actor, {
        action: 'reply',
        resource: 'enquiries',
        record_id: id,
        changes: { reply, ...(answered ? { status: { from: enquiry.status, to: 'ANSWERED' } } : {}) },
      });
    });
    return this.findOne(id);
  }

  /** Marks an enquiry ANSWERED (by whom, when) or opens it again as NEW; audit-logged. */
  async update(id: string, body: RequestOf<typeof EnquiryStatusWrite>, actor: PublicUser): Promise<EnquiryRecord> {
    // The whole record sent back is no change; any other field that differs is refused by name.
    writableFields(body, ['status'], (field) => `${field} cannot be changed: only the status of an enquiry can be.`, {
      record: await this.findOne(id),
      computed: ['replies'],
    });
    const { status } = body;
    return this.enquiries.manager.transaction(async (manager) => {
      // Locked so that two staff members answering at once leave one consistent record and one log entry.
      const enquiry = await manager.findOneOrFail(Enquiry, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (enquiry.status === status) return toRecord(enquiry);
      const answered = status === 'ANSWERED';
      const changes = { status, answered_at: answered ? new Date() : null, answered_by: answered ? actor.email : null };
      await manager.update(Enquiry, { id }, changes);
      await this.auditLogs.record(manager, actor, {
        action: 'update',
        resource: 'enquiries',
        record_id: id,
        changes: { status: { from: enquiry.status, to: changes.status } },
      });
      return toRecord({ ...enquiry, ...changes });
    });
  }

  private async find(id: string): Promise<Enquiry> {
    const enquiry = isUuid(id) ? await this.enquiries.findOneBy({ id }) : null;
    if (!enquiry) throw new NotFoundException('Enquiry not found');
    return enquiry;
  }

  /** The newest messages, their remarks cut to `excerptLength` characters, and how many are not answered yet. */
  async latest(limit: number, excerptLength: number): Promise<{ latest: Array<Record<string, unknown>>; unanswered: number }> {
    const [latest, unanswered] = await Promise.all([this.repository.latest(limit, excerptLength), this.repository.unanswered()]);
    return { latest, unanswered };
  }
}
