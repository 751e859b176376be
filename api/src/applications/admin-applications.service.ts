import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { cleanParagraphs, type ReviewStatus } from '@evisa/forms';
import { AuditLogsService } from '../audit-logs/audit-logs.service.js';
import { openCorrection } from '../corrections/open-correction.js';
import { FormValidationException } from '../common/form-validation.exception.js';
import type { Role } from '../users/user.entity.js';
import type { ListQueryOf } from '../common/list-query.js';
import { type CurrentRecord, writableFields } from '../common/writable-fields.js';
import { FeesService } from '../fees/fees.service.js';
import { PaymentRecordsService } from '../payments/payment-records.service.js';
import { FormsService } from '../forms/forms.service.js';
import { UploadsService, type ServedFile } from '../uploads/uploads.service.js';
import type { PublicUser } from '../users/public-user.js';
import { UsersService } from '../users/users.service.js';
import { ApplicationNote } from './application-note.entity.js';
import { Application } from './application.entity.js';
import { ApplicationLifeService, staffTaker } from '../application-life/application-life.service.js';
import { isByStatus, refusalOf, statusTransition, type TransitionName } from '../application-life/life.js';
import { ApplicationsRepository } from './applications.repository.js';
import { ApplicationsService } from './applications.service.js';
import { deadlineOf, isUrgent } from './urgency.js';
import type { ReplyOf, RequestOf } from '../contract/contract.js';
import {
  type ApplicationListFilter,
  type ApplicationListQuery,
  type Assignee,
  type DecisionWrite,
  MAX_NOTE_LENGTH,
  type RecheckWrite,
  type StaffApplication,
  type StaffApplicationRow,
  type SubmissionWrite,
} from './admin-applications.schemas.js';

const WRITABLE = ['review_status', 'note', 'assignee_id'] as const;
// What the application page shows beside the stored record, worked out on each read.
const SHOWN_NOT_STORED = ['notes', 'payments', 'fee', 'urgent', 'deadline_at', 'assignee_email'];

/** The staff roles who recheck applications: they change review status, and only they are assigned applications. */
export const RECHECK_ROLES: Role[] = ['admin', 'staff'];

/** What staff may change: the review status, the assignee (null: nobody), and a new internal note. */
function parseRecheck(
  body: RequestOf<typeof RecheckWrite>,
  current: CurrentRecord,
): { review_status?: ReviewStatus; note?: string; assignee_id?: string | null } {
  // The whole record sent back is no change; any other field that differs is refused by name.
  writableFields(
    body,
    WRITABLE,
    (field) =>
      field === 'payment_status'
        ? 'payment_status cannot be changed by staff: it follows the payment.'
        : `${field} cannot be changed by staff: only review_status, assignee_id and note can be.`,
    current,
  );
  const { review_status, note, assignee_id } = body;
  const text = (note && cleanParagraphs(note)) || undefined;
  if (text && text.length > MAX_NOTE_LENGTH)
    throw new FormValidationException([{ field: 'note', message: `A note must be at most ${MAX_NOTE_LENGTH} characters` }]);
  return { review_status, note: text, assignee_id };
}

type StaffColumns = Omit<ReplyOf<typeof StaffApplicationRow>, 'assignee_email'>;

/** What staff see: the promoted columns, `id` (the sku_id) for react-admin, and every form value under `data`. */
function toStaffRecord(application: Application): StaffColumns {
  const { id: _uuid, payment_hold_until: _hold, search_name: _search, ...columns } = application;
  return { ...columns, id: application.sku_id, urgent: isUrgent(application), deadline_at: deadlineOf(application) };
}

/**
 * The staff's side of applications: their list (search and filters), what they see on the application page, and the
 * changes they may make.
 */
@Injectable()
export class AdminApplicationsService {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly repository: ApplicationsRepository,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly auditLogs: AuditLogsService,
    private readonly payments: PaymentRecordsService,
    private readonly fees: FeesService,
    private readonly uploads: UploadsService,
    private readonly forms: FormsService,
    private readonly users: UsersService,
    private readonly life: ApplicationLifeService,
  ) {}

  /**
   * Staff list: a page of the applications `query` filters (search, filters: ApplicationsRepository's `filtered`),
   * sorted; ties (and the urgent queue's non-urgent rest) follow, newest first.
   */
  list(query: ListQueryOf<typeof ApplicationListQuery>): Promise<{ rows: Application[]; total: number }> {
    return this.repository.list(query);
  }

  /** How many applications the staff list shows with this filter. */
  count(filter: ApplicationListFilter): Promise<number> {
    return this.repository.count(filter);
  }

  /** How many of the applications the list shows with this filter have each payment or review status. */
  countBy(column: 'payment_status' | 'review_status', filter: ApplicationListFilter): Promise<Array<{ status: string; count: number }>> {
    return this.repository.countBy(column, filter);
  }

  /**
   * The application with its internal notes (newest first), its payments and the fee it costs today; when a
   * reader is named, the read is recorded.
   */
  async show(skuId: string, reader?: PublicUser): Promise<ReplyOf<typeof StaffApplication>> {
    const application = await this.applications.findBySkuId(skuId);
    if (reader) await this.auditLogs.note(reader, { action: 'view', resource: 'applications', record_id: application.sku_id, changes: {} });
    const notes = await this.dataSource.manager.find(ApplicationNote, { where: { application_id: application.id }, order: { created_at: 'DESC' } });
    const [record] = await this.staffRecords([application]);
    return {
      ...record,
      notes: notes.map(({ id, text, user_email, created_at }) => ({ id, text, user_email, created_at })),
      payments: await this.payments.forApplication(application.sku_id),
      fee: await this.fees.feeFor(application),
    };
  }

  /** One file of the application, its reading recorded with the form field that holds it. */
  async file(skuId: string, filename: string, reader: PublicUser): Promise<ServedFile> {
    const application = await this.applications.findBySkuId(skuId);
    const file = await this.uploads.find(filename, application.sku_id);
    const field = (await this.forms.version(application.form_version)).uploadFields().find(({ field }) => application.data[field] === filename);
    await this.auditLogs.note(reader, {
      action: 'view',
      resource: 'applications',
      record_id: application.sku_id,
      changes: { file: field?.title ?? filename },
    });
    return file;
  }

  /** The records staff see, each with the e-mail of the staff member it is assigned to (`assignee_email`). */
  async staffRecords(rows: Application[]): Promise<ReplyOf<typeof StaffApplicationRow>[]> {
    const emails = await this.users.emailsOf(rows.map((row) => row.assignee_id));
    return rows.map((row) => ({ ...toStaffRecord(row), assignee_email: row.assignee_id ? (emails.get(row.assignee_id) ?? null) : null }));
  }

  /** Who an application can be assigned to: every active account of a recheck role, by e-mail. */
  assignees(): Promise<ReplyOf<typeof Assignee>[]> {
    return this.users.activeWithRole(RECHECK_ROLES);
  }

  /** A list of applications a staff member read: its filter, sort, and the ids it showed. */
  async recordListRead(reader: PublicUser, query: ListQueryOf<typeof ApplicationListQuery>, rows: Application[]): Promise<void> {
    const shown = rows.map((row) => row.sku_id);
    await this.auditLogs.noteListRead(reader, 'applications', query, shown);
  }

  /**
   * Sets the review status and/or the assignee and/or adds a note, with one audit entry saying who did it; an unchanged
   * status or assignee is no change. The list's bulk status change is one such call per application.
   */
  async recheck(skuId: string, body: RequestOf<typeof RecheckWrite>, actor: PublicUser): Promise<ReplyOf<typeof StaffApplication>> {
    const application = await this.applications.findBySkuId(skuId);
    const { review_status, note, assignee_id } = parseRecheck(body, { record: toStaffRecord(application), computed: SHOWN_NOT_STORED });
    const { id } = application;
    await this.dataSource.transaction(async (manager) => {
      // Locked so that two staff members changing the status at once each log the status they really replaced.
      const current = await manager.findOne(Application, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!current) return;
      const changes: Record<string, unknown> = {};
      const transition =
        review_status && review_status !== current.review_status ? await this.statusTransition(manager, current, review_status, actor) : null;
      if (assignee_id !== undefined && assignee_id !== current.assignee_id) {
        if (assignee_id !== null) await this.assertAssignable(manager, assignee_id);
        const emails = await this.users.emailsOf([current.assignee_id, assignee_id], manager);
        await manager.update(Application, { id }, { assignee_id });
        changes.assignee = {
          from: current.assignee_id && (emails.get(current.assignee_id) ?? null),
          to: assignee_id && (emails.get(assignee_id) ?? null),
        };
      }
      if (note) {
        await manager.insert(ApplicationNote, { application_id: id, user_id: actor.id, user_email: actor.email, text: note });
        changes.note = note;
      }
      // One audit entry for the whole save: the transition's, with the assignee and note beside its status.
      if (transition) await this.life.take(manager, current.sku_id, transition, staffTaker(actor), { audit: changes });
      else if (Object.keys(changes).length) {
        await this.auditLogs.record(manager, actor, { action: 'update', resource: 'applications', record_id: current.sku_id, changes });
      }
    });
    return this.show(skuId);
  }

  /** Records the submission to the government (its reference and day): SUBMITTED, and the applicant is e-mailed once. */
  async submit(skuId: string, body: RequestOf<typeof SubmissionWrite>, actor: PublicUser): Promise<ReplyOf<typeof StaffApplication>> {
    if (body.submitted_on > new Date().toISOString().slice(0, 10)) {
      throw new FormValidationException([{ field: 'submitted_on', message: 'submitted_on must not be after today' }]);
    }
    // Looked up before the transaction: on the embedded database the transaction holds the one connection.
    const { id, sku_id } = await this.applications.findBySkuId(skuId);
    await this.dataSource.transaction(async (manager) => {
      if (await openCorrection(manager, id)) {
        throw new ConflictException('This application has a correction request open: it is submitted once the corrections are in.');
      }
      await this.life.take(manager, sku_id, 'submit', staffTaker(actor), {
        submission: { reference: body.government_reference.trim(), submittedOn: body.submitted_on },
      });
    });
    return this.show(skuId);
  }

  /**
   * Records the government's decision with its document (a PDF uploaded by POST /api/upload, checked by content
   * and attached to the application): APPROVED or REJECTED, and the applicant is e-mailed once.
   */
  async decide(skuId: string, body: RequestOf<typeof DecisionWrite>, actor: PublicUser): Promise<ReplyOf<typeof StaffApplication>> {
    const { sku_id } = await this.applications.findBySkuId(skuId);
    await this.dataSource.transaction(async (manager) => {
      const problem = await this.uploads.attachDocument(manager, body.document, sku_id, 'application/pdf');
      if (problem) throw new FormValidationException([{ field: 'document', message: problem }]);
      await this.life.take(manager, sku_id, body.outcome === 'APPROVED' ? 'grant' : 'refuse', staffTaker(actor), { document: body.document });
    });
    return this.show(skuId);
  }

  /**
   * The transition the console's status choice takes, or 409 naming the current state: the way from one status to
   * another is the table's (application-life/life.ts); a correction request is answered or withdrawn first, and a
   * submission is recorded with the government's reference.
   */
  private async statusTransition(manager: EntityManager, current: Application, to: ReviewStatus, actor: PublicUser): Promise<TransitionName> {
    if (await openCorrection(manager, current.id)) {
      throw new ConflictException(
        `This application is ${current.review_status} with a correction request open: withdraw the request, or wait for the applicant's corrections, before setting ${to}.`,
      );
    }
    const name = statusTransition(current.review_status, to, staffTaker(actor).as);
    if (!name) {
      const state = [current.payment_status !== 'COMPLETED' && current.payment_status, current.review_status].filter(Boolean).join(' and ');
      throw new ConflictException(`This application is ${state}: it cannot become ${to}.`);
    }
    const refusal = refusalOf(name, current, staffTaker(actor).as);
    if (refusal) throw new ConflictException(refusal);
    if (!isByStatus(name)) {
      throw new ConflictException(
        `This application is ${current.review_status}: record the submission with the government's reference to set ${to}.`,
      );
    }
    return name;
  }

  private async assertAssignable(manager: EntityManager, userId: string): Promise<void> {
    // Locked: an account disabled at this moment is not assigned work it can no longer do.
    if (!(await this.users.lockIfActiveWithRole(manager, userId, RECHECK_ROLES))) {
      throw new FormValidationException([
        { field: 'assignee_id', message: `assignee_id must be an active staff member who rechecks applications (${RECHECK_ROLES.join(' or ')})` },
      ]);
    }
  }

  /** Applications started on each of the last `days` days (UTC), oldest first, days without any included. */
  createdPerDay(days: number): Promise<Array<{ day: string; count: number }>> {
    return this.repository.createdPerDay(days);
  }
}
