import { Inject, Injectable } from '@nestjs/common';
import { reviewStageWords, type ReviewStage } from '@evisa/forms';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The first line of a mail to an applicant, by the names their application gives. */
export function dearApplicant(data: Record<string, unknown>): string {
  return `Dear ${[data.Given_Name, data.Surname].filter((name) => typeof name === 'string' && name).join(' ') || 'applicant'},`;
}

/**
 * Queues mail in the outbox, in the caller's transaction: the message exists exactly when the change that causes
 * it was saved, and the request never waits for SMTP. The mail worker sends it (with SMTP_URL); without a mail
 * server it is kept for staff to read.
 */
@Injectable()
export class MailService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async queue(manager: EntityManager, mail: Mail): Promise<void> {
    const queued = this.config.smtpUrl !== undefined;
    // Plain SQL: create-application queues one on every call, and TypeORM's insert builder cost more than the statement.
    await manager.query(
      `INSERT INTO "outbox" ("to", "subject", "text", "status", "next_attempt_at") VALUES ($1, $2, $3, $4, CASE WHEN $5::boolean THEN now() END)`,
      [mail.to, mail.subject, mail.text, queued ? 'PENDING' : 'STORED', queued],
    );
  }

  /**
   * Tells the applicant where their paid application now stands, in the lookup pages' words, with the link that
   * opens it (to correct it, while corrections are asked for) or the lookup page.
   */
  async queueReviewStage(manager: EntityManager, application: { sku_id: string; data: Record<string, unknown> }, stage: ReviewStage): Promise<void> {
    if (typeof application.data.Email !== 'string') return;
    const { title, text } = reviewStageWords(stage, application.sku_id, this.config.business.supportPhone);
    const link =
      stage === 'waiting_for_corrections'
        ? `Open your application to correct it: ${this.config.publicUrl}/Apply/${application.sku_id}`
        : `See where your application stands at any time with its number: ${this.config.publicUrl}/Partial-Filled`;
    await this.queue(manager, {
      to: application.data.Email,
      subject: `Your e-Visa application ${application.sku_id}: ${title}`,
      text: [dearApplicant(application.data), '', text, '', link, '', this.config.business.name].join('\n'),
    });
  }
}
