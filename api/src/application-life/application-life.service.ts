import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ApplicationLifeRepository, type LifeRow } from './application-life.repository.js';
import type { EntityManager } from 'typeorm';
import type { ReviewStage } from '@evisa/forms';
import { AuditLogsService } from '../audit-logs/audit-logs.service.js';
import { MailService } from '../outbox/mail.service.js';
import type { PublicUser } from '../users/public-user.js';
import { type Actor, mailOf, refusalOf, TRANSITIONS, type TransitionName } from './life.js';
import { correctionRequestedMail } from '../outbox/templates/correction-requested.mail.js';
import { reviewStageMail } from '../outbox/templates/review-stage.mail.js';

/** Who takes a transition, for its check (`as`) and for the audit log (`who`: a staff account, an applicant, or null, the system). */
export interface Taker {
  as: Actor;
  who: Pick<PublicUser, 'id' | 'email'> | { id: null; email: string } | null;
}

export const SYSTEM: Taker = { as: 'system', who: null };

/** A staff account taking a transition: an admin may take what only admins may. */
export const staffTaker = (user: PublicUser): Taker => ({ as: user.role === 'admin' ? 'admin' : 'staff', who: user });

/** What a transition needs beside the states: the submission's details, the correction request's words. */
export interface TransitionInput {
  /** submit: the government's reference and the day the application was submitted to it (YYYY-MM-DD). */
  submission?: { reference: string; submittedOn: string };
  /** grant, refuse: the stored name of the decision document (the e-Visa, the refusal letter), when one comes with it. */
  document?: string;
  /** ask_corrections: staff's message and the fields in words. */
  corrections?: { message: string; fields: string[] };
  /** More the one audit entry says (the note or assignee saved with it, the correction's round). */
  audit?: Record<string, unknown>;
}

// What each transition writes besides its state (SQL fragments of no input; the submission's come as parameters).
const ALSO: Partial<Record<TransitionName, string>> = {
  pay: `paid_at = now()`,
  refund_part: `refunded_at = now()`,
  refund: `refunded_at = now()`,
  review: `in_review_at = COALESCE(in_review_at, now())`,
  ready: `in_review_at = COALESCE(in_review_at, now())`,
  flag: `review_decided_at = NULL`,
  ask_corrections: `review_decided_at = NULL`,
  withdraw_corrections: `in_review_at = COALESCE(in_review_at, now())`,
  send_corrections: `in_review_at = COALESCE(in_review_at, now()), corrected_at = now()`,
  submit: `review_decided_at = now(), submitted_at = $3::date, government_reference = $4`,
  grant: `review_decided_at = now(), decision_document = COALESCE($3, decision_document)`,
  refuse: `review_decided_at = now(), decision_document = COALESCE($3, decision_document)`,
  withdraw: `review_decided_at = now()`,
  cancel: `review_decided_at = now()`,
  reopen: `review_decided_at = NULL`,
};

const SUBMITTED_ON = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The one writer of an application's life columns (life.ts): each named transition is checked against the table,
 * written, audited and, where the applicant should know, e-mailed once, all in the caller's transaction.
 */
@Injectable()
export class ApplicationLifeService {
  constructor(
    private readonly repository: ApplicationLifeRepository,
    private readonly auditLogs: AuditLogsService,
    private readonly mail: MailService,
  ) {}

  /**
   * Takes transition `name` on application `skuId` (its row locked until the caller's transaction ends), or refuses
   * it with 409 naming the current state. Answers the states before and after.
   */
  async take(manager: EntityManager, skuId: string, name: TransitionName, taker: Taker, input: TransitionInput = {}) {
    const row = await this.repository.lock(manager, skuId);
    if (!row) throw new NotFoundException('Application not found');
    const refusal = refusalOf(name, row, taker.as);
    if (refusal) throw new ConflictException({ success: false, status: false, message: refusal, state: stateOf(row) });
    const transition = TRANSITIONS[name];
    const params: unknown[] = [row.id, transition.to];
    if (name === 'submit') params.push(...submissionOf(input));
    if (name === 'grant' || name === 'refuse') params.push(input.document ?? null);
    const also = ALSO[name];
    await this.repository.move(manager, transition.moves, also, params);
    await this.auditLogs.record(manager, taker.who, {
      action: 'update',
      resource: 'applications',
      record_id: row.sku_id,
      changes: {
        [transition.moves]: { from: row[transition.moves], to: transition.to },
        ...(input.submission ? { government_reference: input.submission.reference, submitted_on: input.submission.submittedOn } : {}),
        ...(input.document ? { decision_document: 'attached' } : {}),
        ...input.audit,
      },
    });
    await this.tell(manager, row, name, input);
    return { from: stateOf(row), to: { ...stateOf(row), [transition.moves]: transition.to } };
  }

  /** Marks an application erased (its answers, files and e-mails are gone; the states and dates stay for the accounts). */
  async markErased(manager: EntityManager, skuId: string): Promise<void> {
    await this.repository.markErased(manager, skuId);
  }

  /** The transition's one e-mail to the applicant, if it has one (the receipt and the refund's are queued by their ledgers). */
  private async tell(manager: EntityManager, row: LifeRow, name: TransitionName, input: TransitionInput): Promise<void> {
    const mail = mailOf(name);
    const to = row.data.Email;
    if (!mail || mail === 'receipt' || mail === 'refund' || typeof to !== 'string') return;
    if (mail === 'corrections') {
      if (!input.corrections) throw new Error('ask_corrections needs the request');
      await this.mail.queue(manager, {
        to,
        template: correctionRequestedMail,
        params: { skuId: row.sku_id, data: row.data, ...input.corrections },
        language: row.language ?? undefined,
      });
      return;
    }
    await this.mail.queue(manager, {
      to,
      template: reviewStageMail,
      params: { skuId: row.sku_id, data: row.data, stage: mail satisfies ReviewStage },
      language: row.language ?? undefined,
    });
  }
}

const stateOf = (row: Pick<LifeRow, 'payment_status' | 'review_status'>) => ({
  payment_status: row.payment_status,
  review_status: row.review_status,
});

function submissionOf(input: TransitionInput): [string, string] {
  const reference = input.submission?.reference.trim() ?? '';
  const submittedOn = input.submission?.submittedOn ?? '';
  if (!reference || !SUBMITTED_ON.test(submittedOn)) {
    throw new BadRequestException("A submission needs the government's reference and the day it was submitted (YYYY-MM-DD).");
  }
  return [submittedOn, reference];
}
